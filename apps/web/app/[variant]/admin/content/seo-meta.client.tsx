'use client';

import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { ROBOTS, SeoMetaInput, type AdminSeoMeta } from '@meridian/domain/seo/seo-meta-admin';
import { deleteSeoMeta, listSeoMeta, saveSeoMeta } from '@/lib/api/back-office.ts';
import { FormActions, SelectField, TextAreaField, TextField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { columnBuilders } from '@/components/ui/table-columns.ts';
import { AuditHistory } from './audit-history.client.tsx';
import { backOfficeKeys } from './back-office-keys.ts';
import { LIST_PAGE_SIZE } from './form-text.ts';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

const SeoMetaFields = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  robots: z.string(),
});
type SeoMetaForm = z.infer<typeof SeoMetaFields>;

const EMPTY: SeoMetaForm = { path: '', title: '', description: '', canonical: '', robots: '' };

const formOf = (meta: AdminSeoMeta): SeoMetaForm => ({
  path: meta.path,
  title: meta.title ?? '',
  description: meta.description ?? '',
  canonical: meta.canonical ?? '',
  robots: meta.robots ?? '',
});

/** The form as the API's input; a redirect or status the open record holds is kept as it is. */
const seoMetaForm = (open: AdminSeoMeta | undefined) =>
  SeoMetaFields.transform((form): Record<string, unknown> => ({
    ...form,
    redirectUrl: open?.path === form.path ? open.redirectUrl : null,
    customStatus: open?.path === form.path ? open.customStatus : null,
  })).pipe(SeoMetaInput);

const column = columnBuilders<AdminSeoMeta>();

/** The SEO meta of each path the meta service serves: the form that sets one, and the list. */
export function SeoMetaTab() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<AdminSeoMeta>();
  const list = useQuery({ queryKey: backOfficeKeys.seoMeta, queryFn: listSeoMeta });
  const schema = useMemo(() => seoMetaForm(open), [open]);
  const { form, save, submit, fieldProps } = useSavedForm({
    idPrefix: 'seo',
    schema,
    empty: EMPTY,
    save: saveSeoMeta,
    onSaved: setOpen,
    refreshes: backOfficeKeys.all,
  });
  const remove = useMutation({
    mutationFn: deleteSeoMeta,
    onSuccess: async () => {
      setOpen(undefined);
      form.reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.all });
    },
  });
  const columns = useMemo(
    (): TableColumn<AdminSeoMeta>[] => [
      {
        id: 'path',
        header: 'Path',
        value: (meta) => meta.path,
        cell: (meta) => (
          <Button
            variant="link"
            onClick={() => {
              setOpen(meta);
              form.reset(formOf(meta));
            }}
          >
            {meta.path}
          </Button>
        ),
      },
      column.text('title', 'Title', (meta) => meta.title ?? '—'),
      column.text('robots', 'Robots', (meta) => meta.robots ?? '—'),
      column.time('updatedAt', 'Last changed', (meta) => meta.updatedAt),
    ],
    [form],
  );
  const address = useWholeListAddress(columns);
  return (
    <section aria-label="SEO meta" className={styles.section}>
      <h2>SEO meta</h2>
      <form onSubmit={submit} noValidate className={styles.section}>
        <TextField {...fieldProps('path', `Path (e.g. ${sitePath(siteRoutes.country('uk'))})`)} />
        <TextField {...fieldProps('title', 'Meta title')} />
        <TextAreaField {...fieldProps('description', 'Meta description')} rows={3} />
        <TextField {...fieldProps('canonical', 'Canonical address')} />
        <SelectField
          {...fieldProps('robots', 'Robots')}
          placeholder="The page’s own"
          options={ROBOTS.map((value) => ({ value, label: value }))}
        />
        <FormActions alert={save.error?.message ?? remove.error?.message}>
          <Button type="submit" disabled={save.isPending}>
            Save SEO meta
          </Button>
          {open && (
            <Button disabled={remove.isPending} onClick={() => remove.mutate(open.path)}>
              Delete the meta of {open.path}
            </Button>
          )}
        </FormActions>
        {save.isSuccess && <p role="status">Saved.</p>}
      </form>
      {open && <AuditHistory entity="seo-meta" entityKey={open.path} />}
      <DataTable
        caption="SEO meta"
        captionHidden
        search="Search SEO meta"
        columns={columns}
        rows={list.data?.items}
        rowKey={(meta) => meta.path}
        address={address}
        paging={{ by: 'table', size: LIST_PAGE_SIZE }}
        empty={
          address.filters.q ? `No path matches “${address.filters.q}”.` : 'No path has its own meta yet.'
        }
        error={list.error}
      />
    </section>
  );
}
