'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { ROBOTS, SeoMetaInput, type AdminSeoMeta } from '@meridian/domain/seo/seo-meta-admin';
import { deleteSeoMeta, listSeoMeta, saveSeoMeta } from '@/lib/api/back-office.ts';
import { FormActions, SelectField, TextAreaField, TextField } from '@/components/forms/fields.tsx';
import { fieldPropsOf } from '@/components/forms/field-props.ts';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import { AuditHistory } from './audit-history.client.tsx';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';

const SeoMetaForm = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  robots: z.string(),
});
type SeoMetaForm = z.infer<typeof SeoMetaForm>;

const EMPTY: SeoMetaForm = { path: '', title: '', description: '', canonical: '', robots: '' };

const formOf = (meta: AdminSeoMeta): SeoMetaForm => ({
  path: meta.path,
  title: meta.title ?? '',
  description: meta.description ?? '',
  canonical: meta.canonical ?? '',
  robots: meta.robots ?? '',
});

/** The SEO meta of each path the meta service serves: the form that sets one, and the list. */
export function SeoMetaTab() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<AdminSeoMeta>();
  const list = useQuery({ queryKey: backOfficeKeys.seoMeta, queryFn: listSeoMeta });
  const form = useForm<SeoMetaForm>({ resolver: zodResolver(SeoMetaForm), defaultValues: EMPTY });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['back-office'] });
  const save = useMutation({
    // A redirect or status an old record holds is kept as it is.
    mutationFn: (values: SeoMetaForm) =>
      saveSeoMeta(
        SeoMetaInput.parse({
          ...values,
          redirectUrl: open?.path === values.path ? open.redirectUrl : null,
          customStatus: open?.path === values.path ? open.customStatus : null,
        }),
      ),
    onSuccess: async (meta) => {
      setOpen(meta);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteSeoMeta,
    onSuccess: async () => {
      setOpen(undefined);
      form.reset(EMPTY);
      await refresh();
    },
  });
  const edit = (meta: AdminSeoMeta) => {
    setOpen(meta);
    form.reset(formOf(meta));
  };
  const field = fieldPropsOf(form, 'seo');
  return (
    <section aria-label="SEO meta" className={styles.section}>
      <h2>SEO meta</h2>
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        className={styles.section}
      >
        <TextField {...field('path', `Path (e.g. ${sitePath(siteRoutes.country('uk'))})`)} />
        <TextField {...field('title', 'Meta title')} />
        <TextAreaField {...field('description', 'Meta description')} rows={3} />
        <TextField {...field('canonical', 'Canonical address')} />
        <SelectField
          {...field('robots', 'Robots')}
          placeholder="The page’s own"
          options={ROBOTS.map((value) => ({ value, label: value }))}
        />
        <FormActions alert={save.error?.message ?? remove.error?.message}>
          <button type="submit" disabled={save.isPending}>
            Save SEO meta
          </button>
          {open && (
            <button type="button" disabled={remove.isPending} onClick={() => remove.mutate(open.path)}>
              Delete the meta of {open.path}
            </button>
          )}
        </FormActions>
        {save.isSuccess && <p role="status">Saved.</p>}
      </form>
      {open && <AuditHistory entity="seo-meta" entityKey={open.path} />}
      <table>
        <ColumnHeads names={['Path', 'Title', 'Robots', 'Last changed']} />
        <tbody>
          {list.data?.items.map((meta) => (
            <tr key={meta.path}>
              <td>
                <button type="button" className={styles.link} onClick={() => edit(meta)}>
                  {meta.path}
                </button>
              </td>
              <td>{meta.title ?? '—'}</td>
              <td>{meta.robots ?? '—'}</td>
              <td>{formatIstDateTime(meta.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
