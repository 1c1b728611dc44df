'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import { DocumentRequestCreate } from '@meridian/domain/profile/document-requests';
import type { UserDocument } from '@meridian/domain/profile/documents';
import { DOCUMENT_TYPES } from '@meridian/domain/profile/stages';
import {
  getDocumentRequests,
  getDocumentViewLink,
  getDocuments,
  requestDocument,
} from '@/lib/api/profile.ts';
import { FormActions, FormAlert, SelectField, TextAreaField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { profileKeys } from '../../../profile/use-learner.ts';
import styles from './learner-file.module.css';
import { Button } from '@/components/ui/button.tsx';

/** Opens the document through its five-minute signed link, in a tab of its own. */
function DocumentItem({ userId, document }: { userId: string; document: UserDocument }) {
  const view = useMutation({
    mutationFn: () => getDocumentViewLink(userId, document.id),
    onSuccess: (link) => window.open(link.url, '_blank', 'noopener'),
  });
  return (
    <li className={styles.row}>
      <span>
        <strong>{document.label}</strong>
        <br />
        <span className={styles.muted}>
          {document.fileName}, {formatInstantDate(document.uploadedAt)}
        </span>
      </span>
      <Button onClick={() => view.mutate()} disabled={view.isPending}>
        View <span className="visually-hidden">{document.label}</span>
      </Button>
      {view.error && <FormAlert>{view.error.message}</FormAlert>}
    </li>
  );
}

function RequestDocument({ userId }: { userId: string }) {
  const empty = { documentTypeId: String(DOCUMENT_TYPES[0].id), note: '' };
  const { save, submit, fieldProps, alert } = useSavedForm({
    idPrefix: 'document-request',
    // The domain's request reads the select's text as the type's id.
    schema: DocumentRequestCreate,
    empty,
    save: (request) => requestDocument(userId, request),
    onSaved: (_saved, form) => form.reset(empty),
    refreshes: profileKeys.of(userId, 'document-requests'),
    apiFields: { documentTypeId: 'documentTypeId', note: 'note' },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Request a document">
      <SelectField
        {...fieldProps('documentTypeId', 'Document')}
        options={DOCUMENT_TYPES.map((type) => ({ value: type.id, label: type.label }))}
      />
      <TextAreaField {...fieldProps('note', 'Note for the learner')} rows={2} />
      <FormActions alert={alert}>
        <Button type="submit" disabled={save.isPending}>
          Request document
        </Button>
      </FormActions>
      {save.isSuccess && <p role="status">{save.data.label} requested; the learner has been emailed.</p>}
    </form>
  );
}

function DocumentRequests({ userId }: { userId: string }) {
  const requests = useQuery({
    queryKey: profileKeys.of(userId, 'document-requests'),
    queryFn: () => getDocumentRequests(userId),
  });
  if (!requests.data) return <p aria-busy={requests.isPending}>{requests.error?.message ?? 'Loading…'}</p>;
  if (requests.data.requests.length === 0) return <p className={styles.muted}>Nothing requested yet.</p>;
  return (
    <ul aria-label="Requested documents">
      {requests.data.requests.map((request) => (
        <li key={request.id}>
          {request.label}:{' '}
          {request.fulfilledAt ? `uploaded ${formatInstantDate(request.fulfilledAt)}` : 'waiting'}
          <span className={styles.muted}>
            {' '}
            (asked {formatInstantDate(request.requestedAt)}
            {request.requestedBy ? ` by ${request.requestedBy}` : ''})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The learner's documents, each viewed through a signed link; what was asked of them, and asking for more. */
export function FileDocuments({ userId }: { userId: string }) {
  const documents = useQuery({
    queryKey: profileKeys.of(userId, 'documents'),
    queryFn: () => getDocuments(userId),
  });
  return (
    <section className={styles.section} aria-labelledby="file-documents">
      <h2 id="file-documents">Documents</h2>
      {!documents.data && <p aria-busy={documents.isPending}>{documents.error?.message ?? 'Loading…'}</p>}
      {documents.data?.documents.length === 0 && <p className={styles.muted}>No documents uploaded yet.</p>}
      {documents.data && documents.data.documents.length > 0 && (
        <ul className={styles.list} aria-label="Uploaded documents">
          {documents.data.documents.map((document) => (
            <DocumentItem key={document.id} userId={userId} document={document} />
          ))}
        </ul>
      )}
      <h3>Requested</h3>
      <DocumentRequests userId={userId} />
      <RequestDocument userId={userId} />
    </section>
  );
}
