'use client';

import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AuditedEntity, AuditEntry } from '@meridian/domain/cms/audit';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { listAudit, restoreVersion } from '@/lib/api/back-office.ts';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';

const ACTIONS = { create: 'Created', update: 'Changed', restore: 'Restored' } as const;

/**
 * Every change of one record, newest first; any earlier version can be put back, and the first
 * change can be undone (which brings back a record as it was imported, before any edit here).
 */
export function AuditHistory(props: {
  entity: AuditedEntity;
  entityKey: string;
  /** What names a version in the list, e.g. an article's title. */
  describe: (entry: AuditEntry) => string;
  /** The queries that show the record, refreshed after a restore. */
  shows: readonly QueryKey[];
}) {
  const queryClient = useQueryClient();
  const key = backOfficeKeys.audit(props.entity, props.entityKey);
  const history = useQuery({ queryKey: key, queryFn: () => listAudit(props.entity, props.entityKey) });
  const restore = useMutation({
    mutationFn: (version: { id: number; side: 'after' | 'before' }) =>
      restoreVersion(version.id, version.side),
    onSuccess: async (log) => {
      queryClient.setQueryData(key, log);
      await Promise.all(props.shows.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const entries = history.data?.items ?? [];
  return (
    <section aria-label="History" className={styles.section}>
      <h2>History</h2>
      {restore.error && <p role="alert">{restore.error.message}</p>}
      <ol className={styles.history}>
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <span>
              {ACTIONS[entry.action]} by {entry.actor.name}, {formatIstDateTime(entry.at)}:{' '}
              <q>{props.describe(entry)}</q>
            </span>
            {index > 0 && (
              <button
                type="button"
                disabled={restore.isPending}
                onClick={() => restore.mutate({ id: entry.id, side: 'after' })}
              >
                Restore this version
              </button>
            )}
            {index === entries.length - 1 && entry.before && (
              <button
                type="button"
                disabled={restore.isPending}
                onClick={() => restore.mutate({ id: entry.id, side: 'before' })}
              >
                Undo this change
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
