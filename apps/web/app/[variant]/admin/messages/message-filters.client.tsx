'use client';

import Link from 'next/link';
import { MESSAGE_STATUSES, MessageFilter } from '@meridian/domain/notifier/messages';
import { SelectField, TextField } from '@/components/forms/fields.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import type { TableAddress } from '@/components/ui/use-table-address.ts';
import { filterForm } from '@/lib/forms/filter-form.ts';
import styles from '../leads/admin.module.css';
import { Button } from '@/components/ui/button.tsx';

const STATUS_NAMES = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped (stopped by the contact)',
} as const satisfies Record<(typeof MESSAGE_STATUSES)[number], string>;

export const messageStatusName = (status: keyof typeof STATUS_NAMES) => STATUS_NAMES[status];

/** The list's filters: the API's own (MessageFilter), each a field of the form and a key of the address. */
export const messageFilterForm = filterForm(['status', 'channel', 'to'], MessageFilter);

const ANY = 'Any';

/** The list's filters: applying them puts them in the address, as the lead inbox's. */
export function MessageFilters({ address }: { address: TableAddress }) {
  const { form, fieldProps: field } = useSchemaForm({
    idPrefix: 'message-filter',
    schema: messageFilterForm.schema,
    empty: messageFilterForm.empty,
    values: messageFilterForm.valuesOf(address.filters),
  });
  const cleared = Object.fromEntries(messageFilterForm.keys.map((key) => [key, undefined]));
  return (
    <form
      onSubmit={form.handleSubmit((filter) => address.change(messageFilterForm.addressOf(filter)))}
      noValidate
      className={styles.filters}
      aria-label="Filter messages"
    >
      <SelectField
        {...field('status', 'Status')}
        placeholder={ANY}
        options={MESSAGE_STATUSES.map((value) => ({ value, label: STATUS_NAMES[value] }))}
      />
      <SelectField
        {...field('channel', 'Channel')}
        placeholder={ANY}
        options={[
          { value: 'email', label: 'Email' },
          { value: 'sms', label: 'SMS' },
        ]}
      />
      <TextField {...field('to', 'To (email or +91… mobile)')} type="search" />
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Link href={address.hrefWith(cleared)} replace scroll={false}>
          Clear
        </Link>
      </div>
    </form>
  );
}
