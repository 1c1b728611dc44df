'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditedEntity, AuditEntry, AuditRestoreQuery } from '@meridian/domain/cms/audit';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { listAudit, restoreVersion } from '@/lib/api/back-office.ts';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

const ACTIONS = { create: 'Created', update: 'Changed', restore: 'Restored', delete: 'Deleted' } as const;

type AuditedRecord = NonNullable<AuditEntry['before']>;

/** How a version is named in the list unless the tab says otherwise: its title, else its key. */
const titleOf = (record: AuditedRecord, key: string) => String(record.title ?? key);

/**
 * Every change of one record, newest first; any earlier version can be put back, and the oldest
 * change's starting point too (the imported record an editor first changed). A restore refreshes
 * every back-office query, since lists and editors alike show the record.
 */
export function AuditHistory(props: {
  entity: AuditedEntity;
  entityKey: string;
  describe?: (record: AuditedRecord) => string;
}) {
  const queryClient = useQueryClient();
  const key = backOfficeKeys.audit(props.entity, props.entityKey);
  const history = useQuery({ queryKey: key, queryFn: () => listAudit(props.entity, props.entityKey) });
  const restore = useMutation({
    mutationFn: (target: { id: number; version: AuditRestoreQuery['version'] }) =>
      restoreVersion(target.id, target.version),
    onSuccess: async (log) => {
      queryClient.setQueryData(key, log);
      await queryClient.invalidateQueries({ queryKey: ['back-office'] });
    },
  });
  const describe = (record: AuditedRecord | null) =>
    record ? (props.describe?.(record) ?? titleOf(record, props.entityKey)) : props.entityKey;
  const items = history.data?.items ?? [];
  const oldest = items.at(-1);
  return (
    <section aria-label="History" className={styles.section}>
      <h2>History</h2>
      {restore.error && <p role="alert">{restore.error.message}</p>}
      <ol className={styles.history}>
        {items.map((entry, index) => (
          <li key={entry.id}>
            <span>
              {ACTIONS[entry.action]} by {entry.actor.name}, {formatIstDateTime(entry.at)}:{' '}
              <q>{describe(entry.after ?? entry.before)}</q>
            </span>
            {index > 0 && (
              <Button
                disabled={restore.isPending}
                onClick={() => restore.mutate({ id: entry.id, version: 'after' })}
              >
                Restore this version
              </Button>
            )}
          </li>
        ))}
        {oldest?.before && (
          <li>
            <span>
              Before the first change: <q>{describe(oldest.before)}</q>
            </span>
            <Button
              disabled={restore.isPending}
              onClick={() => restore.mutate({ id: oldest.id, version: 'before' })}
            >
              Restore this version
            </Button>
          </li>
        )}
      </ol>
    </section>
  );
}
