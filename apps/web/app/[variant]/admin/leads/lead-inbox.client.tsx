'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import { LEAD_STATUS_NAMES } from '@meridian/domain/lead/inbox';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { Pagination } from '@/components/layout/pagination.tsx';
import { listCounsellors, listLeads } from '@/lib/api/lead-admin.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { LeadFilters } from './lead-filters.tsx';
import { LeadPanel } from './lead-panel.client.tsx';
import { leadKeys } from './lead-keys.ts';
import styles from './admin.module.css';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';

/** The inbox: the filters (a plain form, so the address holds them), a page of leads and the chosen lead. */
export function LeadInbox({ query }: { query: Record<string, string> }) {
  const [openLeadId, setOpenLeadId] = useState<string | undefined>();
  const leads = useQuery({ queryKey: leadKeys.list(query), queryFn: () => listLeads(query) });
  const counsellors = useQuery({ queryKey: leadKeys.counsellors, queryFn: listCounsellors });
  const { page: _page, ...filter } = query;

  return (
    <RefusedAccess error={leads.error} title="This page is for our counsellors">
      <div className={styles.inbox}>
        <h1>Lead inbox</h1>
        <LeadFilters values={query} counsellors={counsellors.data?.counsellors ?? []} />
        <QueryState query={leads} loading="Loading leads…">
          {(list) => (
            <>
              <div className={styles.row}>
                <p className={styles.muted}>
                  {list.total} {list.total === 1 ? 'lead' : 'leads'}
                </p>
                <a href={sitePath(siteRoutes.adminLeadsCsv(filter))} download>
                  Download CSV
                </a>
              </div>
              <table className={styles.table}>
                <ColumnHeads
                  names={['Name', 'Destinations', 'Level', 'City', 'Status', 'Counsellor', 'Received']}
                />
                <tbody>
                  {list.items.map((lead) => (
                    <tr key={lead.id} aria-selected={lead.id === openLeadId}>
                      <td>
                        <button type="button" className={styles.link} onClick={() => setOpenLeadId(lead.id)}>
                          {lead.name}
                        </button>
                        {lead.verified && <span className={styles.badge}>Verified</span>}
                      </td>
                      <td>{lead.interestedCountries.join(', ')}</td>
                      <td>
                        {LEVEL_NAMES[lead.interestedEducationLevel as keyof typeof LEVEL_NAMES] ??
                          lead.interestedEducationLevel}
                      </td>
                      <td>{lead.city ?? '—'}</td>
                      <td>{LEAD_STATUS_NAMES[lead.status]}</td>
                      <td>{lead.assignedTo?.fullName ?? 'Unassigned'}</td>
                      <td>{formatInstantDate(lead.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {list.items.length === 0 && <p>No lead matches these filters.</p>}
              <Pagination route={siteRoutes.adminLeads(filter)} list={list} />
            </>
          )}
        </QueryState>
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
