'use client';

import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { STAGE_STATUSES, StageStatus, type StageDetail } from '@meridian/domain/profile/applications';
import { DOCUMENT_ACCEPT } from '@meridian/domain/profile/documents';
import {
  ADMISSION_STAGES,
  needsApplication,
  proofTypesOfStage,
  type DocumentType,
  type StageId,
} from '@meridian/domain/profile/stages';
import { getStageDetail, saveStageDetail, uploadDocument } from '@/lib/api/profile.ts';
import { FileField, FormActions, SelectField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { profileKeys } from '../../../profile/use-learner.ts';
import styles from './learner-file.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';

const STATUS_NAMES = { PENDING: 'Not started', IN_PROGRESS: 'In progress', COMPLETED: 'Completed' } as const;

/** The stage's proofs not uploaded yet: completing the stage asks for each (the API refuses without). */
function missingProofs(detail: StageDetail): DocumentType[] {
  return proofTypesOfStage(detail.stageId as StageId).filter(
    (type) => !detail.documentTypes.some((t) => t.id === type.id && t.documents.length > 0),
  );
}

/** The move: a status, and a file for each missing proof when it completes the stage. */
function moveSchema(missing: readonly DocumentType[]) {
  return z
    .object({
      status: StageStatus,
      files: z.record(z.string(), z.custom<FileList>().optional()),
    })
    .superRefine((move, context) => {
      if (move.status !== 'COMPLETED') return;
      for (const type of missing) {
        if (move.files[type.id]?.length) continue;
        context.addIssue({
          code: 'custom',
          path: ['files', String(type.id)],
          message: `Choose the ${type.label.toLowerCase()} to complete this stage`,
        });
      }
    });
}

function MoveForm(props: { userId: string; applicationId: number; detail: StageDetail }) {
  const { userId, applicationId, detail } = props;
  const missing = useMemo(() => missingProofs(detail), [detail]);
  const schema = useMemo(() => moveSchema(missing), [missing]);
  const { save, submit, fieldProps, alert } = useSavedForm({
    idPrefix: `move-${applicationId}`,
    schema,
    empty: { status: detail.status, files: {} },
    save: async (move) => {
      // The proofs go first, filed as the learner's own; then the stage moves on them.
      for (const type of missing) {
        const file = move.files[type.id]?.[0];
        if (!file) continue;
        await uploadDocument(userId, {
          documentTypeId: type.id,
          applicationId: needsApplication(type) ? applicationId : undefined,
          file,
          onProgress: () => {},
        });
      }
      return saveStageDetail(userId, applicationId, detail.stageId, { fields: {}, status: move.status });
    },
    onSaved: (saved, form) => form.reset({ status: saved.status, files: {} }),
    refreshes: profileKeys.all(userId),
    apiFields: { status: 'status', file: `files.${missing[0]?.id ?? 0}` },
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Move ${detail.name}`}>
      <SelectField
        {...fieldProps('status', 'Status')}
        options={STAGE_STATUSES.map((status) => ({ value: status, label: STATUS_NAMES[status] }))}
      />
      {missing.map((type) => (
        <FileField
          key={type.id}
          {...fieldProps(`files.${type.id}`, `${type.label} (proof, needed to complete)`)}
          accept={DOCUMENT_ACCEPT}
        />
      ))}
      <FormActions alert={alert}>
        <Button type="submit" disabled={save.isPending}>
          Move stage
        </Button>
      </FormActions>
      {save.isSuccess && (
        <p role="status">
          {save.data.name}: {STATUS_NAMES[save.data.status]}
        </p>
      )}
    </form>
  );
}

/** Moves one stage of an application, asking for the proof the stage needs before it completes. */
export function MoveStage(props: {
  userId: string;
  applicationId: number;
  currentStageId: number | undefined;
}) {
  const { userId, applicationId } = props;
  const [stageId, setStageId] = useState<StageId>((props.currentStageId as StageId | undefined) ?? 3);
  const detail = useQuery({
    queryKey: profileKeys.of(userId, 'stage', applicationId, stageId),
    queryFn: () => getStageDetail(userId, applicationId, stageId),
  });
  const selectId = `move-${applicationId}-stage`;
  return (
    <div className={styles.section}>
      <h3>Move a stage</h3>
      <div>
        <label htmlFor={selectId}>Stage</label>{' '}
        <Select id={selectId} value={stageId} onChange={(e) => setStageId(Number(e.target.value) as StageId)}>
          {ADMISSION_STAGES.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
            </option>
          ))}
        </Select>
      </div>
      {detail.data ? (
        <MoveForm key={stageId} userId={userId} applicationId={applicationId} detail={detail.data} />
      ) : (
        <p aria-busy={detail.isPending}>{detail.error?.message ?? 'Loading…'}</p>
      )}
    </div>
  );
}
