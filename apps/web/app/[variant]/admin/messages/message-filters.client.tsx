'use client';

import { MESSAGE_STATUSES, MessageFilter } from '@meridian/domain/notifier/messages';
import { SelectField, TextField } from '@/components/forms/fields.tsx';
import { AddressFilters } from '@/components/forms/address-filters.client.tsx';
import type { TableAddress } from '@/components/ui/use-table-address.ts';
import { filterForm } from '@/lib/forms/filter-form.ts';

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
  return (
    <AddressFilters
      filters={messageFilterForm}
      address={address}
      idPrefix="message-filter"
      label="Filter messages"
    >
      {(field) => (
        <>
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
        </>
      )}
    </AddressFilters>
  );
}
