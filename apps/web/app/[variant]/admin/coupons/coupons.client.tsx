'use client';

import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@meridian/domain/money';
import type { AdminCoupon } from '@meridian/domain/payment/admin';
import { createCoupon, changeCoupon, listCoupons, listPrograms } from '@/lib/api/payment-admin.ts';
import { FormActions, SelectField, TextField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { columnBuilders } from '@/components/ui/table-columns.ts';
import { AuditHistory } from '../content/audit-history.client.tsx';
import { LIST_PAGE_SIZE } from '../content/form-text.ts';
import { CURRENCIES, EMPTY_COUPON, couponForm } from './coupon-form.ts';
import { paymentKeys } from '../orders/payment-keys.ts';
import styles from '../content/back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

const column = columnBuilders<AdminCoupon>();

const discountOf = (coupon: AdminCoupon) =>
  coupon.discountType === 'percent' ? `${coupon.value}%` : formatMoney(coupon.value, coupon.currency!);

/** The coupons: the form that makes one, and the list with each one's uses and a way to stop it. */
export function CouponsConsole() {
  const queryClient = useQueryClient();
  const coupons = useQuery({ queryKey: paymentKeys.coupons, queryFn: listCoupons });
  const programs = useQuery({ queryKey: paymentKeys.programs, queryFn: listPrograms });
  const { save, submit, fieldProps, form } = useSavedForm({
    idPrefix: 'coupon',
    schema: couponForm,
    empty: EMPTY_COUPON,
    save: createCoupon,
    onSaved: () => form.reset(EMPTY_COUPON),
    refreshes: paymentKeys.all,
  });
  const toggle = useMutation({
    mutationFn: (coupon: AdminCoupon) => changeCoupon(coupon.code, { active: !coupon.active }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
  const columns = useMemo(
    (): TableColumn<AdminCoupon>[] => [
      column.text('code', 'Code', (coupon) => coupon.code),
      column.text('discount', 'Discount', discountOf),
      column.text('programs', 'Programs', (coupon) => coupon.programSlugs.join(', ') || 'All'),
      column.time('validFrom', 'From', (coupon) => coupon.validFrom),
      column.time('validUntil', 'Until', (coupon) => coupon.validUntil),
      column.count(
        'redemptions',
        'Used',
        (coupon) => coupon.redemptions,
        (coupon) =>
          coupon.maxRedemptions === null
            ? String(coupon.redemptions)
            : `${coupon.redemptions} of ${coupon.maxRedemptions}`,
      ),
      {
        id: 'active',
        header: 'State',
        value: (coupon) => (coupon.active ? 'On' : 'Stopped'),
        cell: (coupon) => (
          <Button variant="link" disabled={toggle.isPending} onClick={() => toggle.mutate(coupon)}>
            {coupon.active ? `Stop ${coupon.code}` : `Start ${coupon.code} again`}
          </Button>
        ),
      },
    ],
    [toggle],
  );
  const address = useWholeListAddress(columns);
  return (
    <div className={styles.office}>
      <h1>Coupons</h1>
      <section aria-label="New coupon" className={styles.section}>
        <h2>New coupon</h2>
        <form onSubmit={submit} noValidate className={styles.section}>
          <TextField {...fieldProps('code', 'Code (letters and digits)')} />
          <SelectField
            {...fieldProps('discountType', 'Discount')}
            options={[
              { value: 'percent', label: 'A percent off' },
              { value: 'flat', label: 'An amount off' },
            ]}
          />
          <TextField {...fieldProps('value', 'Percent, or amount (e.g. 5000 rupees)')} inputMode="numeric" />
          <SelectField
            {...fieldProps('currency', 'Currency of an amount')}
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          />
          <TextField {...fieldProps('validFrom', 'Valid from (IST)')} type="datetime-local" />
          <TextField {...fieldProps('validUntil', 'Valid until (IST)')} type="datetime-local" />
          <TextField {...fieldProps('maxRedemptions', 'Uses in all (blank: no limit)')} inputMode="numeric" />
          <TextField {...fieldProps('perUserLimit', 'Uses per learner')} inputMode="numeric" />
          <SelectField
            {...fieldProps('programSlugs', 'Programs (none chosen: every program)')}
            multiple
            options={(programs.data?.programs ?? []).map((program) => ({
              value: program.slug,
              label: program.title,
            }))}
          />
          <TextField {...fieldProps('description', 'What learners read (blank: written for you)')} />
          <FormActions alert={save.error?.message}>
            <Button type="submit" disabled={save.isPending}>
              Create coupon
            </Button>
          </FormActions>
          {save.isSuccess && <p role="status">Coupon {save.data.code} created.</p>}
        </form>
      </section>
      <QueryState query={coupons} loading="Loading coupons…" notAllowedTitle="This page is for admins">
        {(data) => (
          <>
            {toggle.error && <p role="alert">{toggle.error.message}</p>}
            <DataTable
              caption="Coupons"
              search="Search coupons"
              columns={columns}
              rows={data.coupons}
              rowKey={(coupon) => coupon.code}
              address={address}
              paging={{ by: 'table', size: LIST_PAGE_SIZE }}
              empty={address.filters.q ? `No coupon matches “${address.filters.q}”.` : 'No coupon yet.'}
            />
          </>
        )}
      </QueryState>
      {save.data && <AuditHistory entity="coupon" entityKey={save.data.code} />}
    </div>
  );
}
