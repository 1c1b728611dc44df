'use client';

import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { RedirectInput, type Redirect } from '@meridian/domain/cms/redirects';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { listRedirects, saveRedirect } from '@/lib/api/back-office.ts';
import { FormActions, SelectField, TextField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { DataTable, useWholeListAddress } from '@/components/ui/data-table.client.tsx';
import { columnBuilders } from '@/components/ui/table-columns.ts';
import { backOfficeKeys } from './back-office-keys.ts';
import { LIST_PAGE_SIZE } from './form-text.ts';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

const STATUSES = [
  { value: '301', label: '301 moved for good' },
  { value: '302', label: '302 moved for now' },
  { value: '410', label: '410 gone' },
  { value: '503', label: '503 down for maintenance' },
] as const;

/** The form's text as the API's redirect: no address to go to is none, the answer a number. */
const RedirectForm = z
  .object({ from: z.string(), to: z.string(), status: z.enum(['301', '302', '410', '503']) })
  .transform((form): Record<string, unknown> => ({
    ...form,
    to: form.to || null,
    status: Number(form.status),
  }))
  .pipe(RedirectInput);

const EMPTY = { from: '', to: '', status: '301' as const };

const column = columnBuilders<Redirect>();
const COLUMNS = [
  column.text('from', 'Old address', (redirect) => redirect.from),
  column.text('to', 'Goes to', (redirect) => redirect.to ?? '—'),
  column.count('status', 'Answer', (redirect) => redirect.status),
  column.count('hits', 'Visits since', (redirect) => redirect.hits),
  column.time('lastHitAt', 'Last visit', (redirect) => redirect.lastHitAt, 'never'),
];

/** Redirects of old addresses, most-visited first, and the form that adds or changes one. */
export function Redirects() {
  const redirects = useQuery({ queryKey: backOfficeKeys.redirects, queryFn: listRedirects });
  const address = useWholeListAddress(COLUMNS);
  const { save, submit, fieldProps } = useSavedForm({
    idPrefix: 'redirect',
    schema: RedirectForm,
    empty: EMPTY,
    save: saveRedirect,
    onSaved: (_, form) => form.reset(EMPTY),
    refreshes: backOfficeKeys.redirects,
  });
  return (
    <section aria-label="Redirects" className={styles.section}>
      <h2>Redirects</h2>
      <form onSubmit={submit} noValidate className={styles.inline}>
        <TextField {...fieldProps('from', `Old address (e.g. ${sitePath(siteRoutes.page('old-page'))})`)} />
        <TextField {...fieldProps('to', 'New address')} />
        <SelectField {...fieldProps('status', 'Answer')} options={STATUSES} />
        <FormActions alert={save.error?.message}>
          <Button type="submit" disabled={save.isPending}>
            Save redirect
          </Button>
        </FormActions>
      </form>
      <DataTable
        caption="Redirects"
        captionHidden
        search="Search redirects"
        columns={COLUMNS}
        rows={redirects.data?.items}
        rowKey={(redirect) => redirect.from}
        address={address}
        paging={{ by: 'table', size: LIST_PAGE_SIZE }}
        defaultSort="-hits"
        empty={address.filters.q ? `No redirect matches “${address.filters.q}”.` : 'No redirect yet.'}
        error={redirects.error}
      />
    </section>
  );
}
