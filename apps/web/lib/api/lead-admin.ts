import {
  AdminAppointment,
  AdminAppointmentList,
  CounsellorSettings,
  CounsellorSettingsList,
  FreeCounsellorList,
  type AppointmentReassign,
  type CounsellorAvailabilityInput,
  type CounsellorDesk,
} from '@meridian/domain/lead/counsellors';
import { AdminCentre, AdminCentreList, type CentreInput } from '@meridian/domain/lead/centres';
import {
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

/** GET {lead}/admin/counsellors: each counsellor with their desk and hours. */
export function listCounsellors(): Promise<CounsellorSettingsList> {
  return browserClient.request('lead', admin('counsellors'), { schema: CounsellorSettingsList });
}

export function saveDesk(userId: string, desk: CounsellorDesk): Promise<CounsellorSettings> {
  return browserClient.request('lead', admin(`counsellors/${encodeURIComponent(userId)}/desk`), {
    method: 'PUT',
    body: desk,
    schema: CounsellorSettings,
  });
}

export function saveAvailability(
  userId: string,
  hours: CounsellorAvailabilityInput,
): Promise<CounsellorSettings> {
  return browserClient.request('lead', admin(`counsellors/${encodeURIComponent(userId)}/availability`), {
    method: 'PUT',
    body: hours,
    schema: CounsellorSettings,
  });
}

/** GET {lead}/admin/appointments: bookings by day (a counsellor's own; an admin may name one counsellor). */
export function listAppointments(query: Record<string, string | undefined>): Promise<AdminAppointmentList> {
  return browserClient.request('lead', admin('appointments'), { query, schema: AdminAppointmentList });
}

const appointment = (id: string, path: string) => admin(`appointments/${encodeURIComponent(id)}/${path}`);

/** GET {lead}/admin/appointments/{id}/counsellors: who is free at the booking's time to take it (admins). */
export function listFreeCounsellors(appointmentId: string): Promise<FreeCounsellorList> {
  return browserClient.request('lead', appointment(appointmentId, 'counsellors'), {
    schema: FreeCounsellorList,
  });
}

/** PUT {lead}/admin/appointments/{id}/counsellor: gives the booking to another counsellor (admins). */
export function reassignAppointment(
  appointmentId: string,
  change: AppointmentReassign,
): Promise<AdminAppointment> {
  return browserClient.request('lead', appointment(appointmentId, 'counsellor'), {
    method: 'PUT',
    body: change,
    schema: AdminAppointment,
  });
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

/** GET {lead}/admin/centres: every experience centre, on and off (admins only). */
export function listAdminCentres(): Promise<AdminCentreList> {
  return browserClient.request('lead', admin('centres'), { schema: AdminCentreList });
}

export function createCentre(input: CentreInput): Promise<AdminCentre> {
  return browserClient.request('lead', admin('centres'), {
    method: 'POST',
    body: input,
    schema: AdminCentre,
  });
}

export function saveCentre(id: number, input: CentreInput): Promise<AdminCentre> {
  return browserClient.request('lead', admin(`centres/${id}`), {
    method: 'PUT',
    body: input,
    schema: AdminCentre,
  });
}
