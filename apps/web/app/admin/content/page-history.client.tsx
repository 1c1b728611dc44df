'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditedEntity, AuditEntry, AuditRestoreQuery } from '@meridian/domain/cms/audit';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { listAudit, restoreVersion } from '@/lib/api/back-office.ts';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';

const ACTIONS = { create: 'Created', update: 'Changed', restore: 'Restored', delete: 'Deleted' } as const;

/** How an entry names the record it left: its title, else its address. */
const nameOf = (entry: AuditEntry) => String((entry.after ?? entry.before)?.title ?? entry.entityKey);

/**
 * Every change of one record, newest first; any earlier version can be put back, and the oldest
 * change's starting point too (the imported page an editor first changed).
 */
export function PageHistory({ entity, recordKey }: { entity: AuditedEntity; recordKey: string }) {
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: backOfficeKeys.audit(entity, recordKey),
    queryFn: () => listAudit(entity, recordKey),
  });
  const restore = useMutation({
    mutationFn: (target: { id: number; version: AuditRestoreQuery['version'] }) =>
      restoreVersion(target.id, target.version),
    onSuccess: async (log) => {
      queryClient.setQueryData(backOfficeKeys.audit(entity, recordKey), log);
      await queryClient.invalidateQueries({ queryKey: ['back-office'] });
    },
  });
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
              <q>{nameOf(entry)}</q>
            </span>
            {index > 0 && (
              <button
                type="button"
                disabled={restore.isPending}
                onClick={() => restore.mutate({ id: entry.id, version: 'after' })}
              >
                Restore this version
              </button>
            )}
          </li>
        ))}
        {oldest?.before && (
          <li>
            <span>
              Before the first change: <q>{String(oldest.before.title ?? oldest.entityKey)}</q>
            </span>
            <button
              type="button"
              disabled={restore.isPending}
              onClick={() => restore.mutate({ id: oldest.id, version: 'before' })}
            >
              Restore this version
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}
