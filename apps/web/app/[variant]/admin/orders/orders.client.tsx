'use client';

import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { formatMoney } from '@meridian/domain/money';
import { ADMIN_ORDERS_PAGE_SIZE, AdminOrderFilter, type AdminOrder } from '@meridian/domain/payment/admin';
import { OrderStatus } from '@meridian/domain/payment/orders';
import { listOrders } from '@/lib/api/payment-admin.ts';
import { SelectField, TextField } from '@/components/forms/fields.tsx';
import { AddressFilters } from '@/components/forms/address-filters.client.tsx';
import { DataTable, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { useTableAddress, type TableAddress } from '@/components/ui/use-table-address.ts';
import { filterForm } from '@/lib/forms/filter-form.ts';
import { paymentKeys } from './payment-keys.ts';
import { RefundNoteForm } from './refund-note.client.tsx';
import styles from '../leads/admin.module.css';
import { Button } from '@/components/ui/button.tsx';

const orderFilterForm = filterForm(['q', 'status', 'from', 'to'], AdminOrderFilter);

const STATUS_NAMES = { created: 'Not paid yet', paid: 'Paid', failed: 'Failed' } as const;

function orderColumns(openNote: (order: AdminOrder) => void): TableColumn<AdminOrder>[] {
  return [
    { id: 'createdAt', header: 'Ordered', cell: (order) => formatIstDateTime(order.createdAt) },
    {
      id: 'learner',
      header: 'Learner',
      cell: (order) => (
        <>
          {order.learner.name}
          <br />
          <small>{[order.learner.mobile, order.learner.email].filter(Boolean).join(' · ')}</small>
        </>
      ),
    },
    { id: 'program', header: 'Program', cell: (order) => `${order.programTitle}, ${order.packageName}` },
    {
      id: 'amount',
      header: 'Amount',
      cell: (order) =>
        `${formatMoney(order.amountMinor, order.currency)}${order.couponCode ? ` (${order.couponCode})` : ''}`,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (order) =>
        order.status === 'failed' && order.failureReason
          ? `Failed: ${order.failureReason}`
          : STATUS_NAMES[order.status],
    },
    {
      id: 'payment',
      header: 'Payment',
      cell: (order) =>
        order.payment ? (
          <>
            {order.payment.gatewayPaymentId}
            <br />
            <a href={order.payment.receiptUrl} target="_blank" rel="noopener">
              Receipt {order.payment.receiptNumber}
            </a>
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'refund',
      header: 'Refund',
      cell: (order) => (
        <Button variant="link" onClick={() => openNote(order)}>
          {order.refundNote ?? 'Add a refund note'}
        </Button>
      ),
    },
  ];
}

/** The filters: applying them puts them in the address, checked by the API's own query schema. */
function OrderFilters({ address }: { address: TableAddress }) {
  return (
    <AddressFilters filters={orderFilterForm} address={address} idPrefix="order-filter" label="Filter orders">
      {(field) => (
        <>
          <TextField {...field('q', 'Learner, order id or program')} type="search" />
          <SelectField
            {...field('status', 'Status')}
            placeholder="Any"
            options={OrderStatus.options.map((status) => ({ value: status, label: STATUS_NAMES[status] }))}
          />
          <TextField {...field('from', 'Ordered from')} type="date" />
          <TextField {...field('to', 'Ordered until')} type="date" />
        </>
      )}
    </AddressFilters>
  );
}

/** Every learner's orders, newest first, a page at a time, with their payments, receipts and refund notes. */
export function OrdersConsole() {
  const [noted, setNoted] = useState<AdminOrder>();
  const address = useTableAddress({ sorts: [], filterKeys: orderFilterForm.keys });
  const query = { ...address.filters, page: String(address.page) };
  const orders = useQuery({
    queryKey: paymentKeys.orders(query),
    queryFn: () => listOrders(query),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => orderColumns(setNoted), []);
  return (
    <div className={styles.inbox}>
      <h1>Orders</h1>
      <OrderFilters address={address} />
      <QueryState query={orders} loading="Loading orders…" notAllowedTitle="This page is for admins">
        {(page) => (
          <>
            <p className={styles.muted}>{`${page.total} ${page.total === 1 ? 'order' : 'orders'}`}</p>
            <DataTable
              caption="Orders"
              captionHidden
              columns={columns}
              rows={page.items}
              rowKey={(order) => order.id}
              address={address}
              paging={{ by: 'api', total: page.total, size: page.size ?? ADMIN_ORDERS_PAGE_SIZE }}
              empty="No order matches these filters."
              refreshing={orders.isPlaceholderData}
              currentKey={noted?.id}
            />
          </>
        )}
      </QueryState>
      {noted && <RefundNoteForm key={noted.id} order={noted} onClose={() => setNoted(undefined)} />}
    </div>
  );
}
