'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { listAudit, restoreVersion } from '@/lib/api/back-office.ts';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';

const ACTIONS = { create: 'Created', update: 'Changed', restore: 'Restored' } as const;

/** Every change of the article, newest first; any earlier version can be put back. */
export function ArticleHistory({ slug }: { slug: string }) {
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: backOfficeKeys.audit('article', slug),
    queryFn: () => listAudit('article', slug),
  });
  const restore = useMutation({
    mutationFn: restoreVersion,
    onSuccess: async (log) => {
      queryClient.setQueryData(backOfficeKeys.audit('article', slug), log);
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.article(slug) });
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.articles });
    },
  });
  return (
    <section aria-label="History" className={styles.section}>
      <h2>History</h2>
      {restore.error && <p role="alert">{restore.error.message}</p>}
      <ol className={styles.history}>
        {history.data?.items.map((entry, index) => (
          <li key={entry.id}>
            <span>
              {ACTIONS[entry.action]} by {entry.actor.name}, {formatIstDateTime(entry.at)}:{' '}
              <q>{String(entry.after.title ?? entry.entityKey)}</q>
            </span>
            {index > 0 && (
              <button type="button" disabled={restore.isPending} onClick={() => restore.mutate(entry.id)}>
                Restore this version
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
