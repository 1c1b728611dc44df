'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { RedirectInput } from '@meridian/domain/cms/redirects';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { listRedirects, saveRedirect } from '@/lib/api/back-office.ts';
import { FormActions, SelectField, TextField } from '@/components/forms/fields.tsx';
import { fieldPropsOf } from '@/components/forms/field-props.ts';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';

const STATUSES = [
  { value: '301', label: '301 moved for good' },
  { value: '302', label: '302 moved for now' },
  { value: '410', label: '410 gone' },
  { value: '503', label: '503 down for maintenance' },
] as const;

const RedirectForm = z.object({
  from: z.string(),
  to: z.string(),
  status: z.enum(['301', '302', '410', '503']),
});
type RedirectForm = z.infer<typeof RedirectForm>;

/** Redirects of old addresses, most-visited first, and the form that adds or changes one. */
export function Redirects() {
  const queryClient = useQueryClient();
  const redirects = useQuery({ queryKey: backOfficeKeys.redirects, queryFn: listRedirects });
  const form = useForm<RedirectForm>({
    resolver: zodResolver(RedirectForm),
    defaultValues: { from: '', to: '', status: '301' },
  });
  const save = useMutation({
    mutationFn: (values: RedirectForm) =>
      saveRedirect(RedirectInput.parse({ ...values, to: values.to || null, status: Number(values.status) })),
    onSuccess: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.redirects });
    },
  });
  const field = fieldPropsOf(form, 'redirect');
  return (
    <section aria-label="Redirects" className={styles.section}>
      <h2>Redirects</h2>
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        className={styles.inline}
      >
        <TextField {...field('from', `Old address (e.g. ${sitePath(siteRoutes.page('old-page'))})`)} />
        <TextField {...field('to', 'New address')} />
        <SelectField {...field('status', 'Answer')} options={STATUSES} />
        <FormActions alert={save.error?.message}>
          <button type="submit" disabled={save.isPending}>
            Save redirect
          </button>
        </FormActions>
      </form>
      <table>
        <ColumnHeads names={['Old address', 'Goes to', 'Answer', 'Visits since', 'Last visit']} />
        <tbody>
          {redirects.data?.items.map((redirect) => (
            <tr key={redirect.from}>
              <td>{redirect.from}</td>
              <td>{redirect.to ?? '—'}</td>
              <td>{redirect.status}</td>
              <td>{redirect.hits}</td>
              <td>{redirect.lastHitAt ? formatIstDateTime(redirect.lastHitAt) : 'never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
