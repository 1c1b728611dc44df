'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  DOCUMENT_ACCEPT,
  DocumentLabel,
  DocumentTypeIdParam,
  type UserDocument,
} from '@meridian/domain/profile/documents';
import {
  ADMISSION_STAGES,
  documentTypesOfStage,
  findDocumentType,
  needsApplication,
} from '@meridian/domain/profile/stages';
import { formatInstantDate } from '@meridian/domain/format-date';
import {
  deleteDocument,
  getDashboardApplications,
  getDocumentViewLink,
  getDocuments,
  uploadDocument,
} from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { FileField, FormAlert, SelectField, TextField } from '@/components/forms/fields.tsx';
import { useProfileForm } from '@/components/profile/use-profile-form.ts';
import { profileKeys, useLearner } from '../use-learner.ts';
import styles from '../profile.module.css';
import { Button } from '@/components/ui/button.tsx';
import { FileInput } from '@/components/ui/file-input.tsx';
import { Select } from '@/components/ui/select.tsx';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Sends a file with a visible progress bar; once it is settled every tab's data is refetched. */
function useUploadProgress(userId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  return {
    progress,
    send: (options: Omit<Parameters<typeof uploadDocument>[1], 'onProgress'>) => {
      setProgress(0);
      return uploadDocument(userId, { ...options, onProgress: setProgress });
    },
    settled: () => {
      setProgress(null);
      // Stage details, the dashboard and the list all show documents: refetch them all.
      return queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) });
    },
  };
}

/** The upload form's entries: the type and label checked as the API checks them, the file chosen. */
const UploadRequest = z
  .object({
    documentTypeId: DocumentTypeIdParam,
    applicationId: z.string().transform((id) => Number(id) || undefined),
    label: z
      .string()
      .transform((label) => label.trim() || undefined)
      .pipe(DocumentLabel.optional()),
    file: z.custom<FileList | undefined>().transform((files, ctx) => {
      const file = files?.[0];
      if (file && file.size > 0) return file;
      ctx.addIssue({ code: 'custom', message: 'Please choose a file' });
      return z.NEVER;
    }),
  })
  .refine((upload) => upload.applicationId || !needsApplication(findDocumentType(upload.documentTypeId)!), {
    path: ['applicationId'],
    message: 'Please choose the application this document is for',
  });

function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div>
      <progress className={styles.progress} aria-label="Upload progress" max={100} value={percent} />
      <span aria-live="polite">{percent}% uploaded</span>
    </div>
  );
}

function UploadForm({ userId }: { userId: string }) {
  const applications = useQuery({
    queryKey: profileKeys.of(userId, 'dashboard-applications'),
    queryFn: () => getDashboardApplications(userId),
  });
  const { progress, send, settled } = useUploadProgress(userId);
  const upload = useProfileForm({
    resolver: zodResolver(UploadRequest),
    defaultValues: { documentTypeId: '101', applicationId: '', label: '', file: undefined },
    send,
    onSettled: settled,
    clearOnSuccess: true,
    // The API names the file when it refuses it; the catalogue's words say what to do about it.
    fields: ['documentTypeId', 'applicationId', 'label'],
    codeFields: { UNSUPPORTED_FILE: 'file' },
  });
  const applicationNeeded = needsApplication(findDocumentType(Number(upload.form.watch('documentTypeId')))!);

  return (
    <form className={styles.form} onSubmit={upload.submit} noValidate aria-label="Upload a document">
      <label>
        Document
        <Select {...upload.form.register('documentTypeId')}>
          {ADMISSION_STAGES.map((stage) => (
            <optgroup key={stage.id} label={stage.name}>
              {documentTypesOfStage(stage.id).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </label>
      <SelectField
        {...upload.field('applicationId', applicationNeeded ? 'Application' : 'Application (optional)')}
        placeholder={applicationNeeded ? 'Choose an application' : 'Not for one application'}
        options={(applications.data?.applications ?? []).map((a) => ({
          value: a.applicationId,
          label: `${a.programName}, ${a.university}`,
        }))}
      />
      <TextField {...upload.field('label', 'Label (optional, to tell two of the same kind apart)')} />
      <FileField {...upload.field('file', 'File (PNG, JPEG or PDF)')} accept={DOCUMENT_ACCEPT} />
      <UploadProgress progress={progress} />
      {upload.alert && <FormAlert>{upload.alert}</FormAlert>}
      {upload.save.isSuccess && <p role="status">{upload.save.data.label} uploaded.</p>}
      <Button type="submit" variant="primary" disabled={upload.save.isPending}>
        {upload.save.isPending ? 'Uploading…' : 'Upload'}
      </Button>
    </form>
  );
}

function DocumentRow({ userId, document }: { userId: string; document: UserDocument }) {
  const queryClient = useQueryClient();
  const replaceInput = useRef<HTMLInputElement>(null);
  const { progress, send, settled } = useUploadProgress(userId);
  const replace = useMutation({ mutationFn: send, onSettled: settled });
  const view = useMutation({
    mutationFn: () => getDocumentViewLink(userId, document.id),
    onSuccess: (link) => window.open(link.url, '_blank', 'noopener'),
  });
  const remove = useMutation({
    mutationFn: () => deleteDocument(userId, document.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
  });
  const error = view.error ?? remove.error ?? replace.error;
  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <div>
          <strong>{document.label}</strong>
          <div className={styles.muted}>
            {document.fileName} · {sizeText(document.sizeBytes)} · uploaded{' '}
            {formatInstantDate(document.uploadedAt)}
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => view.mutate()}>
            View <span className="visually-hidden">{document.label}</span>
          </Button>
          <Button variant="secondary" onClick={() => replaceInput.current?.click()}>
            Replace <span className="visually-hidden">{document.label}</span>
          </Button>
          <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Delete <span className="visually-hidden">{document.label}</span>
          </Button>
          <FileInput
            ref={replaceInput}

            hidden
            accept={DOCUMENT_ACCEPT}
            aria-label={`New file for ${document.label}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) {
                replace.mutate({
                  documentTypeId: document.documentTypeId,
                  applicationId: document.applicationId ?? undefined,
                  documentId: document.id,
                  label: document.label,
                  file,
                });
              }
              event.target.value = '';
            }}
          />
        </div>
      </div>
      <UploadProgress progress={progress} />
      {error && (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      )}
    </li>
  );
}

/** Submit Documents: upload with progress, the list, view through a short-lived link, replace, delete. */
export function Documents() {
  const { id: userId } = useLearner();
  const documents = useQuery({
    queryKey: profileKeys.of(userId, 'documents'),
    queryFn: () => getDocuments(userId),
  });
  return (
    <div className={styles.grid}>
      <div className={styles.card}>
        <h3>Upload a document</h3>
        <UploadForm userId={userId} />
      </div>
      <div>
        <h3>Your documents</h3>
        <QueryState query={documents} loading="Loading your documents…">
          {({ documents: list }) =>
            list.length === 0 ? (
              <p className={styles.muted}>No documents uploaded yet.</p>
            ) : (
              <ul className={styles.list} aria-label="Your documents">
                {list.map((document) => (
                  <DocumentRow key={document.id} userId={userId} document={document} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
