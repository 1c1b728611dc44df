'use client';

import Link from 'next/link';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import {
  LEAD_STATUSES,
  LEAD_STATUS_NAMES,
  LeadFilter,
  UNASSIGNED,
  type CounsellorRef,
} from '@meridian/domain/lead/inbox';
import { SelectField, TextField } from '@/components/forms/fields.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import type { TableAddress } from '@/components/ui/use-table-address.ts';
import { filterForm } from '@/lib/forms/filter-form.ts';
import styles from './admin.module.css';
import { Button } from '@/components/ui/button.tsx';

/** The inbox's filters: the API's own (LeadFilter), each a field of the form and a key of the address. */
export const leadFilterForm = filterForm(
  [
    'q',
    'status',
    'assignedTo',
    'destination',
    'level',
    'verified',
    'city',
    'source',
    'utmSource',
    'utmMedium',
    'utmCampaign',
    'from',
    'to',
  ],
  LeadFilter,
);

const ANY = 'Any';

/**
 * The inbox's filters: applying them puts them in the address (checked first, so a filter the API
 * would refuse is named at its field), so a filtered list can be bookmarked, shared and paged.
 */
export function LeadFilters({
  address,
  counsellors,
}: {
  address: TableAddress;
  counsellors: CounsellorRef[];
}) {
  const { form, fieldProps: field } = useSchemaForm({
    idPrefix: 'lead-filter',
    schema: leadFilterForm.schema,
    empty: leadFilterForm.empty,
    values: leadFilterForm.valuesOf(address.filters),
  });
  const cleared = Object.fromEntries(leadFilterForm.keys.map((key) => [key, undefined]));
  return (
    <form
      onSubmit={form.handleSubmit((filter) => address.change(leadFilterForm.addressOf(filter)))}
      noValidate
      className={styles.filters}
      aria-label="Filter leads"
    >
      <TextField {...field('q', 'Name, mobile or email')} type="search" />
      <SelectField
        {...field('status', 'Status')}
        placeholder={ANY}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_NAMES[status] }))}
      />
      <SelectField
        {...field('assignedTo', 'Counsellor')}
        placeholder={ANY}
        options={[
          { value: UNASSIGNED, label: 'Unassigned' },
          ...counsellors.map((c) => ({ value: c.id, label: c.fullName })),
        ]}
      />
      <SelectField
        {...field('destination', 'Destination')}
        placeholder={ANY}
        options={DESTINATIONS.map((d) => ({ value: d.slug, label: d.name }))}
      />
      <SelectField
        {...field('level', 'Level')}
        placeholder={ANY}
        options={Object.entries(LEVEL_NAMES).map(([value, label]) => ({ value, label }))}
      />
      <SelectField
        {...field('verified', 'Mobile verified')}
        placeholder={ANY}
        options={[
          { value: 'true', label: 'Verified' },
          { value: 'false', label: 'Not verified' },
        ]}
      />
      <TextField {...field('city', 'City')} />
      <TextField {...field('source', 'Source')} />
      <TextField {...field('utmSource', 'UTM source')} />
      <TextField {...field('utmMedium', 'UTM medium')} />
      <TextField {...field('utmCampaign', 'UTM campaign')} />
      <TextField {...field('from', 'Received from')} type="date" />
      <TextField {...field('to', 'Received until')} type="date" />
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Link href={address.hrefWith(cleared)} replace scroll={false}>
          Clear
        </Link>
      </div>
    </form>
  );
}
