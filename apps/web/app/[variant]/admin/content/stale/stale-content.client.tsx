'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '@meridian/domain/format-date';
import { StaleContentQuery, type StaleContentPage } from '@meridian/domain/content/stale-content';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { SourceList } from '@/components/content/source-list.tsx';
import { TextField } from '@/components/forms/fields.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { listStaleContent } from '@/lib/api/content-checks.ts';
import { filterForm } from '@/lib/forms/filter-form.ts';
import { LIST_PAGE_SIZE } from '../form-text.ts';
import { Button } from '@/components/ui/button.tsx';

const KIND_NAMES = { article: 'Article', 'exam-page': 'Exam page' } as const;

const ageForm = filterForm(['olderThanDays'], StaleContentQuery);

const COLUMNS: TableColumn<StaleContentPage>[] = [
  {
    id: 'title',
    header: 'Page',
    value: (page) => page.title,
    cell: (page) => <a href={sitePath(page.path)}>{page.title}</a>,
  },
  {
    id: 'kind',
    header: 'Kind',
    value: (page) => KIND_NAMES[page.kind],
    cell: (page) => KIND_NAMES[page.kind],
  },
  {
    id: 'factsCheckedAt',
    header: 'Facts last checked',
    value: (page) => page.factsCheckedAt,
    cell: (page) =>
      page.factsCheckedAt === null
        ? 'Never'
        : `${formatDate(page.factsCheckedAt)} (${page.daysSinceCheck} days ago)`,
  },
  {
    id: 'sources',
    header: 'Sources',
    cell: (page) => <SourceList sources={page.sources.map(({ title, url }) => ({ label: title, url }))} />,
  },
];

/** The list (never-checked pages first, then the oldest check), and a form to choose another age, in the address. */
export function StaleContent() {
  const address = useWholeListAddress(COLUMNS, ageForm.keys);
  const age = StaleContentQuery.safeParse(address.filters);
  const olderThanDays = age.success ? age.data.olderThanDays : undefined;
  const stale = useQuery({
    queryKey: ['stale-content', olderThanDays],
    queryFn: () => listStaleContent(olderThanDays),
    placeholderData: keepPreviousData,
  });
  const days = stale.data?.olderThanDays;
  const { form, fieldProps } = useSchemaForm({
    idPrefix: 'stale',
    schema: ageForm.schema,
    empty: ageForm.empty,
    values: ageForm.valuesOf({ olderThanDays: String(olderThanDays ?? days ?? '') }),
  });
  const count = stale.data?.pages.length ?? 0;
  return (
    <section>
      <h1>Facts due for a check</h1>
      <form onSubmit={form.handleSubmit((query) => address.change(ageForm.addressOf(query)))} noValidate>
        <TextField {...fieldProps('olderThanDays', 'Checked more than this many days ago')} type="number" />
        <Button type="submit">Show</Button>
      </form>
      <DataTable
        caption={
          stale.data
            ? `${count} ${count === 1 ? 'page' : 'pages'} checked more than ${days} days ago or never`
            : 'Pages due for a check'
        }
        search="Search pages"
        columns={COLUMNS}
        rows={stale.data?.pages}
        rowKey={(page) => page.path}
        address={address}
        paging={{ by: 'table', size: LIST_PAGE_SIZE }}
        empty={
          address.filters.q
            ? `No page due for a check matches “${address.filters.q}”.`
            : `Every article and exam page was checked in the last ${days} days.`
        }
        error={stale.error}
        refreshing={stale.isPlaceholderData}
      />
    </section>
  );
}
