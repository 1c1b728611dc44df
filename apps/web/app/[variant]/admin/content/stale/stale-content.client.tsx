'use client';

import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@meridian/domain/format-date';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { SourceList } from '@/components/content/source-list.tsx';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import { listStaleContent } from '@/lib/api/content-checks.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';

const KIND_NAMES = { article: 'Article', 'exam-page': 'Exam page' } as const;

/** The list, and a form (its value in the address) to choose another age. */
export function StaleContent({ olderThanDays }: { olderThanDays: number | undefined }) {
  const stale = useQuery({
    queryKey: ['stale-content', olderThanDays],
    queryFn: () => listStaleContent(olderThanDays),
  });
  return (
    <section>
      <h1>Facts due for a check</h1>
      <form method="get" action={sitePath(siteRoutes.adminStaleContent())}>
        <label>
          Checked more than{' '}
          <input
            name="olderThanDays"
            type="number"
            min={0}
            max={3650}
            defaultValue={olderThanDays ?? stale.data?.olderThanDays}
            key={stale.data?.olderThanDays}
          />{' '}
          days ago
        </label>{' '}
        <button type="submit">Show</button>
      </form>
      <QueryState query={stale} loading="Loading pages…">
        {({ pages, olderThanDays: days }) =>
          pages.length === 0 ? (
            <p>Every article and exam page was checked in the last {days} days.</p>
          ) : (
            <table>
              <caption>
                {pages.length} {pages.length === 1 ? 'page' : 'pages'} checked more than {days} days ago or
                never
              </caption>
              <ColumnHeads names={['Page', 'Kind', 'Facts last checked', 'Sources']} />
              <tbody>
                {pages.map((page) => (
                  <tr key={page.path}>
                    <td>
                      <a href={sitePath(page.path)}>{page.title}</a>
                    </td>
                    <td>{KIND_NAMES[page.kind]}</td>
                    <td>
                      {page.factsCheckedAt === null
                        ? 'Never'
                        : `${formatDate(page.factsCheckedAt)} (${page.daysSinceCheck} days ago)`}
                    </td>
                    <td>
                      <SourceList sources={page.sources.map(({ title, url }) => ({ label: title, url }))} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </section>
  );
}
