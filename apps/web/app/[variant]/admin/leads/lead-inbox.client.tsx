'use client';

import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import {
  DEFAULT_LEAD_SORT,
  LEAD_INBOX_PAGE_SIZE,
  LEAD_SORT_COLUMNS,
  LEAD_STATUS_NAMES,
  type LeadSummary,
} from '@meridian/domain/lead/inbox';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { listCounsellors, listLeads } from '@/lib/api/lead-admin.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { DataTable, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { useTableAddress } from '@/components/ui/use-table-address.ts';
import { LeadFilters, leadFilterForm } from './lead-filters.client.tsx';
import { LeadPanel } from './lead-panel.client.tsx';
import { leadKeys } from './lead-keys.ts';
import styles from './admin.module.css';
import { Button } from '@/components/ui/button.tsx';

/** The inbox's columns; the API sorts by name, city, status and the day the lead came in. */
function leadColumns(open: (leadId: string) => void): TableColumn<LeadSummary>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (lead) => (
        <>
          <Button variant="link" onClick={() => open(lead.id)}>
            {lead.name}
          </Button>
          {lead.verified && <span className={styles.badge}>Verified</span>}
        </>
      ),
    },
    { id: 'destinations', header: 'Destinations', cell: (lead) => lead.interestedCountries.join(', ') },
    {
      id: 'level',
      header: 'Level',
      cell: (lead) =>
        LEVEL_NAMES[lead.interestedEducationLevel as keyof typeof LEVEL_NAMES] ??
        lead.interestedEducationLevel,
    },
    { id: 'city', header: 'City', sortable: true, cell: (lead) => lead.city ?? '—' },
    // Leads from before the forms said which they were have none.
    { id: 'form', header: 'Form', cell: (lead) => lead.formId ?? '—' },
    { id: 'status', header: 'Status', sortable: true, cell: (lead) => LEAD_STATUS_NAMES[lead.status] },
    { id: 'counsellor', header: 'Counsellor', cell: (lead) => lead.assignedTo?.fullName ?? 'Unassigned' },
    {
      id: 'createdAt',
      header: 'Received',
      sortable: true,
      descendingFirst: true,
      cell: (lead) => formatInstantDate(lead.createdAt),
    },
  ];
}

/** The inbox: the filters, a page of leads sorted and paged by the API (all in the address), and the chosen lead. */
export function LeadInbox() {
  const [openLeadId, setOpenLeadId] = useState<string | undefined>();
  const address = useTableAddress({ sorts: LEAD_SORT_COLUMNS, filterKeys: leadFilterForm.keys });
  const query = { ...address.filters, sort: address.sort, page: String(address.page) };
  const leads = useQuery({
    queryKey: leadKeys.list(query),
    queryFn: () => listLeads(query),
    placeholderData: keepPreviousData,
  });
  const counsellors = useQuery({ queryKey: leadKeys.counsellors, queryFn: listCounsellors });
  const columns = useMemo(() => leadColumns(setOpenLeadId), []);

  return (
    <RefusedAccess error={leads.error} title="This page is for our counsellors">
      <div className={styles.inbox}>
        <h1>Lead inbox</h1>
        <LeadFilters address={address} counsellors={counsellors.data?.counsellors ?? []} />
        <div className={styles.row}>
          <p className={styles.muted}>
            {leads.data && `${leads.data.total} ${leads.data.total === 1 ? 'lead' : 'leads'}`}
          </p>
          <a href={sitePath(siteRoutes.adminLeadsCsv(address.filters))} download>
            Download CSV
          </a>
        </div>
        <DataTable
          caption="Leads"
          columns={columns}
          rows={leads.data?.items}
          rowKey={(lead) => lead.id}
          address={address}
          paging={{
            by: 'api',
            total: leads.data?.total ?? 0,
            size: leads.data?.size ?? LEAD_INBOX_PAGE_SIZE,
          }}
          defaultSort={DEFAULT_LEAD_SORT}
          empty="No lead matches these filters."
          error={leads.error}
          refreshing={leads.isPlaceholderData}
          currentKey={openLeadId}
        />
        {openLeadId && (
          <LeadPanel
            leadId={openLeadId}
            counsellors={counsellors.data?.counsellors ?? []}
            onClose={() => setOpenLeadId(undefined)}
          />
        )}
      </div>
    </RefusedAccess>
  );
}
