'use client';

import Link from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { STAGE_FIELDS } from '@meridian/domain/profile/applications';
import { ADMISSION_STAGES, type StageId } from '@meridian/domain/profile/stages';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getStageDetail, saveStageDetail } from '@/lib/api/profile.ts';
import { SaveButton } from '@/components/profile/section-form.client.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys } from '../use-learner.ts';
import styles from '../profile.module.css';

/** A stage of an application: its documents and the fields it records, with a deadline. */
export function StageDetailForm({ userId, applicationId }: { userId: string; applicationId: number }) {
  const [stageId, setStageId] = useState<StageId>(20);
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: profileKeys.of(userId, 'stage', applicationId, stageId),
    queryFn: () => getStageDetail(userId, applicationId, stageId),
  });
  const save = useMutation({
    mutationFn: (update: { fields: Record<string, string>; dueOn: string | null }) =>
      saveStageDetail(userId, applicationId, stageId, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      STAGE_FIELDS[stageId].map((f) => [f.name, String(data.get(f.name) ?? '')]),
    );
    save.mutate({ fields, dueOn: String(data.get('dueOn') ?? '') || null });
  };
  return (
    <div>
      <label>
        Stage{' '}
        <select value={stageId} onChange={(e) => setStageId(Number(e.target.value) as StageId)}>
          {ADMISSION_STAGES.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={detail}>
        {(stage) => (
          <form key={`${stageId}-${detail.dataUpdatedAt}`} className={styles.form} onSubmit={submit}>
            <p className={styles.muted}>
              Documents:{' '}
              {stage.documentTypes
                .map((t) => `${t.label} (${t.documents.length ? 'uploaded' : 'not yet'})`)
                .join(', ')}
              . <Link href={siteRoutes.profile('documents')}>Upload</Link>
            </p>
            {STAGE_FIELDS[stageId].map((field) => (
              <label key={field.name}>
                {field.label}
                <input
                  name={field.name}
                  type={field.kind === 'date' ? 'date' : 'text'}
                  defaultValue={stage.fields[field.name] ?? ''}
                />
              </label>
            ))}
            <label>
              Deadline
              <input name="dueOn" type="date" defaultValue={stage.dueOn ?? ''} />
            </label>
            <SaveButton save={save} label={`Save ${stage.name}`} />
          </form>
        )}
      </QueryState>
    </div>
  );
}
