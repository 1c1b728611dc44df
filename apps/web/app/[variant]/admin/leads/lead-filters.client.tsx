'use client';

import { DESTINATIONS } from '@meridian/domain/destinations';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { FORM_IDS } from '@meridian/domain/lead/enquiry-forms';
import {
  LEAD_STATUSES,
  LEAD_STATUS_NAMES,
  LeadFilter,
  UNASSIGNED,
  type CounsellorRef,
} from '@meridian/domain/lead/inbox';
import { SelectField, TextField } from '@/components/forms/fields.tsx';
import { AddressFilters } from '@/components/forms/address-filters.client.tsx';
import type { TableAddress } from '@/components/ui/use-table-address.ts';
import { filterForm } from '@/lib/forms/filter-form.ts';

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
    'form',
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
  return (
    <AddressFilters filters={leadFilterForm} address={address} idPrefix="lead-filter" label="Filter leads">
      {(field) => (
        <>
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
          <SelectField
            {...field('form', 'Form')}
            placeholder={ANY}
            options={FORM_IDS.map((id) => ({ value: id, label: id }))}
          />
          <TextField {...field('utmSource', 'UTM source')} />
          <TextField {...field('utmMedium', 'UTM medium')} />
          <TextField {...field('utmCampaign', 'UTM campaign')} />
          <TextField {...field('from', 'Received from')} type="date" />
          <TextField {...field('to', 'Received until')} type="date" />
        </>
      )}
    </AddressFilters>
  );
}
