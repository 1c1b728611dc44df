import {
  CounsellorList,
  LeadDetail,
  LeadInboxPage,
  type LeadAssignment,
  type LeadNoteCreate,
} from '@meridian/domain/lead/inbox';
import { browserClient } from './browser-client.ts';

/** The counsellors' lead inbox, `{lead}/admin/…`, through the same-origin proxy (internal users only). */
const admin = (path: string) => `/admin/${path}`;

/** GET {lead}/admin/leads with the inbox's filters and page (unset ones are not sent). */
export function listLeads(query: Record<string, string | undefined>): Promise<LeadInboxPage> {
  return browserClient.request('lead', admin('leads'), { query, schema: LeadInboxPage });
}

export function getLead(leadId: string): Promise<LeadDetail> {
  return browserClient.request('lead', admin(`leads/${encodeURIComponent(leadId)}`), { schema: LeadDetail });
}

export function listCounsellors(): Promise<CounsellorList> {
  return browserClient.request('lead', admin('counsellors'), { schema: CounsellorList });
}

export function assignLead(leadId: string, change: LeadAssignment): Promise<LeadDetail> {
  return browserClient.request('lead', admin(`leads/${encodeURIComponent(leadId)}/assignment`), {
    method: 'PUT',
    body: change,
    schema: LeadDetail,
  });
}

export function addLeadNote(leadId: string, note: LeadNoteCreate): Promise<LeadDetail> {
  return browserClient.request('lead', admin(`leads/${encodeURIComponent(leadId)}/notes`), {
    method: 'POST',
    body: note,
    schema: LeadDetail,
  });
}
