'use client';

import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STAGE_FIELDS, StageDetailUpdate, type StageDetail } from '@meridian/domain/profile/applications';
import { ADMISSION_STAGES, type StageId } from '@meridian/domain/profile/stages';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getStageDetail, saveStageDetail } from '@/lib/api/profile.ts';
import { SaveButton } from '@/components/profile/section-form.client.tsx';
import { useProfileForm } from '@/components/profile/use-profile-form.ts';
import { TextField } from '@/components/forms/fields.tsx';
import { payloadResolver } from '@/lib/forms/payload-resolver.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys } from '../use-learner.ts';
import styles from '../profile.module.css';
import { Select } from '@/components/ui/select.tsx';

/** A stage of an application: its documents and the fields it records, with a deadline. */
export function StageDetailForm({ userId, applicationId }: { userId: string; applicationId: number }) {
  const [stageId, setStageId] = useState<StageId>(20);
  const detail = useQuery({
    queryKey: profileKeys.of(userId, 'stage', applicationId, stageId),
    queryFn: () => getStageDetail(userId, applicationId, stageId),
  });
  return (
    <div>
      <label>
        Stage{' '}
        <Select value={stageId} onChange={(e) => setStageId(Number(e.target.value) as StageId)}>
          {ADMISSION_STAGES.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
            </option>
          ))}
        </Select>
      </label>
      <QueryState query={detail}>
        {(stage) => (
          <StageFields
            key={stageId}
            userId={userId}
            applicationId={applicationId}
            stageId={stageId}
            stage={stage}
          />
        )}
      </QueryState>
    </div>
  );
}

type StageValues = { fields: Record<string, string>; dueOn: string };

function StageFields(props: { userId: string; applicationId: number; stageId: StageId; stage: StageDetail }) {
  const { userId, applicationId, stageId, stage } = props;
  const queryClient = useQueryClient();
  const { save, alert, field, submit } = useProfileForm({
    resolver: payloadResolver(StageDetailUpdate, (values: StageValues) => ({
      fields: values.fields,
      dueOn: values.dueOn || null,
    })),
    defaultValues: {
      fields: Object.fromEntries(STAGE_FIELDS[stageId].map((f) => [f.name, stage.fields[f.name] ?? ''])),
      dueOn: stage.dueOn ?? '',
    },
    send: (update: StageDetailUpdate) => saveStageDetail(userId, applicationId, stageId, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>
        Documents:{' '}
        {stage.documentTypes
          .map((t) => `${t.label} (${t.documents.length ? 'uploaded' : 'not yet'})`)
          .join(', ')}
        . <Link href={siteRoutes.profile('documents')}>Upload</Link>
      </p>
      {STAGE_FIELDS[stageId].map((f) => (
        <TextField
          key={f.name}
          {...field(`fields.${f.name}`, f.label)}
          type={f.kind === 'date' ? 'date' : 'text'}
        />
      ))}
      <TextField {...field('dueOn', 'Deadline')} type="date" />
      <SaveButton save={save} alert={alert} label={`Save ${stage.name}`} />
    </form>
  );
}
