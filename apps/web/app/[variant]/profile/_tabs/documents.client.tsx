'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { DOCUMENT_ACCEPT, type UserDocument } from '@meridian/domain/profile/documents';
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
import { profileKeys, useLearner } from '../use-learner.ts';
import styles from '../profile.module.css';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Upload (or replace) with a visible progress bar; every tab's data is refetched afterwards. */
function useUpload(userId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (options: Omit<Parameters<typeof uploadDocument>[1], 'onProgress'>) => {
      setProgress(0);
      return uploadDocument(userId, { ...options, onProgress: setProgress });
    },
    onSettled: () => {
      setProgress(null);
      // Stage details, the dashboard and the list all show documents: refetch them all.
      return queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) });
    },
  });
  return { mutation, progress };
}

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
  const { mutation, progress } = useUpload(userId);
  const [typeId, setTypeId] = useState(101);
  const form = useRef<HTMLFormElement>(null);
  const type = findDocumentType(typeId)!;
  const applicationNeeded = needsApplication(type);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) return;
    const applicationId = Number(data.get('applicationId')) || undefined;
    const label = String(data.get('label') ?? '').trim() || undefined;
    mutation.mutate(
      { documentTypeId: typeId, applicationId, label, file },
      { onSuccess: () => form.current?.reset() },
    );
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} aria-label="Upload a document">
      <label>
        Document
        <select name="documentTypeId" value={typeId} onChange={(e) => setTypeId(Number(e.target.value))}>
          {ADMISSION_STAGES.map((stage) => (
            <optgroup key={stage.id} label={stage.name}>
              {documentTypesOfStage(stage.id).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label>
        Application {applicationNeeded ? '' : '(optional)'}
        <select name="applicationId" required={applicationNeeded} defaultValue="">
          <option value="">{applicationNeeded ? 'Choose an application' : 'Not for one application'}</option>
          {applications.data?.applications.map((a) => (
            <option key={a.applicationId} value={a.applicationId}>
              {a.programName}, {a.university}
            </option>
          ))}
        </select>
      </label>
      <label>
        Label (optional, to tell two of the same kind apart)
        <input name="label" maxLength={120} />
      </label>
      <label>
        File (PNG, JPEG or PDF)
        <input type="file" name="file" accept={DOCUMENT_ACCEPT} required />
      </label>
      <UploadProgress progress={progress} />
      {mutation.error && (
        <p role="alert" className={styles.error}>
          {mutation.error.message}
        </p>
      )}
      {mutation.isSuccess && <p role="status">{mutation.data.label} uploaded.</p>}
      <button type="submit" className={styles.button} disabled={mutation.isPending}>
        {mutation.isPending ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}

function DocumentRow({ userId, document }: { userId: string; document: UserDocument }) {
  const queryClient = useQueryClient();
  const replaceInput = useRef<HTMLInputElement>(null);
  const { mutation: replace, progress } = useUpload(userId);
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
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={() => view.mutate()}
          >
            View <span className="visually-hidden">{document.label}</span>
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={() => replaceInput.current?.click()}
          >
            Replace <span className="visually-hidden">{document.label}</span>
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete <span className="visually-hidden">{document.label}</span>
          </button>
          <input
            ref={replaceInput}
            type="file"
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
