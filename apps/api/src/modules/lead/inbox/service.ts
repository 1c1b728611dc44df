import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  LEAD_CSV_COLUMNS,
  type CounsellorRef,
  type LeadAssignment,
  type LeadDetail,
  type LeadFilter,
  type LeadInboxPage,
  type LeadInboxQuery,
  type LeadNoteCreate,
  type LeadSummary,
} from '@meridian/domain/lead/inbox';
import { ExtraFields } from '@meridian/domain/lead/schemas';
import { pageOf, pageWindow } from '@meridian/domain/pagination';
import type { Db } from '#api/db/client.ts';
import { lockKeys } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { findAccountOfLead, listInternalUsers } from '#api/modules/user/accounts/service.ts';
import {
  findLeadPage,
  insertLeadNote,
  leadBatches,
  listLeadNotes,
  takeNextDesk,
  updateLeadAssignment,
  updateLeadStatus,
} from './repo.ts';
import { findLeadById, type LeadRow } from '#api/modules/lead/enquiry/repo.ts';
import { contactPreferencesOf, touchpointsOf } from '#api/modules/lead/enquiry/lead-record.ts';

/** Rows an export reads at a time: one batch is all it holds in memory. */
const EXPORT_BATCH_SIZE = 250;

/** The counsellors by id; there are few, so every list reads them once. */
async function counsellorsById(db: Db): Promise<Map<string, CounsellorRef>> {
  const staff = await listInternalUsers(db);
  return new Map(staff.map((user) => [user.id, { id: user.id, fullName: user.fullName }]));
}

function toSummary(lead: LeadRow, counsellors: Map<string, CounsellorRef>): LeadSummary {
  return {
    id: lead.id,
    name: lead.name,
    mobile: lead.mobile,
    email: lead.email,
    city: lead.city,
    interestedCountries: lead.interestedCountries,
    interestedEducationLevel: lead.interestedEducationLevel,
    registrationType: lead.registrationType,
    formId: lead.formId,
    verified: lead.verifiedAt !== null,
    status: lead.status,
    assignedTo: lead.assignedCounsellorId ? (counsellors.get(lead.assignedCounsellorId) ?? null) : null,
    enquiryCount: lead.enquiryCount,
    createdAt: lead.createdAt.toISOString(),
    lastEnquiryAt: lead.lastEnquiryAt.toISOString(),
  };
}

/** `GET /lead/admin/leads`: one page of the filtered inbox, newest first unless `sort` says otherwise. */
export async function listLeads(db: Db, query: LeadInboxQuery): Promise<LeadInboxPage> {
  const { page, size, sort, ...filter } = query;
  const [{ rows, total }, counsellors] = await Promise.all([
    findLeadPage(db, { filter, sort, ...pageWindow({ page, size }) }),
    counsellorsById(db),
  ]);
  return pageOf(
    { page, size },
    rows.map((row) => toSummary(row, counsellors)),
    total,
  );
}

async function leadOrThrow(db: Db, leadId: string): Promise<LeadRow> {
  const lead = await findLeadById(db, leadId);
  if (!lead) throw new AppError('NOT_FOUND', `no lead ${leadId}`);
  return lead;
}

/** A lead with every touchpoint and its attribution, the notes, its contacts' preferences and its account. */
export async function getLeadDetail(db: Db, leadId: string): Promise<LeadDetail> {
  const lead = await leadOrThrow(db, leadId);
  const [touchpoints, notes, contactPreferences, counsellors, account] = await Promise.all([
    touchpointsOf(db, leadId),
    listLeadNotes(db, leadId),
    contactPreferencesOf(db, lead),
    counsellorsById(db),
    findAccountOfLead(db, leadId),
  ]);
  return {
    ...toSummary(lead, counsellors),
    englishTestStatus: lead.englishTestStatus,
    previousClassStatus: lead.previousClassStatus,
    interestedYear: lead.interestedYear,
    attribution: ExtraFields.parse(lead.attribution),
    touchpoints,
    notes: notes.map((note) => ({
      id: note.id,
      author: note.authorId ? (counsellors.get(note.authorId)?.fullName ?? null) : null,
      status: note.status,
      notes: note.notes,
      createdAt: note.createdAt.toISOString(),
    })),
    contactPreferences,
    account: account ? { id: account.id, fullName: account.fullName } : null,
  };
}

/** Gives the lead to a counsellor (an internal user), or to nobody. */
export async function assignLead(db: Db, leadId: string, change: LeadAssignment): Promise<LeadDetail> {
  const { counsellorId } = change;
  if (counsellorId !== null && !(await counsellorsById(db)).has(counsellorId)) {
    throw new AppError('BAD_REQUEST', 'not a counsellor', { field: 'counsellorId' });
  }
  if (!(await updateLeadAssignment(db, leadId, counsellorId)))
    throw new AppError('NOT_FOUND', `no lead ${leadId}`);
  return getLeadDetail(db, leadId);
}

/** A counsellor's note, moving the lead to `status` when one is given; both or neither are saved. */
export async function addLeadNote(
  db: Db,
  options: { leadId: string; authorId: string; note: LeadNoteCreate },
): Promise<LeadDetail> {
  const { leadId, authorId, note } = options;
  await leadOrThrow(db, leadId);
  await db.transaction(async (tx) => {
    await insertLeadNote(tx, {
      leadId,
      authorId,
      status: note.status ?? null,
      rpId: note.rpId ?? null,
      studyAbroad: note.studyAbroad ?? true,
      notes: note.notes,
    });
    if (note.status) await updateLeadStatus(tx, leadId, note.status);
  });
  return getLeadDetail(db, leadId);
}

/**
 * Hands a new lead to the counsellor whose turn it is: round-robin among those whose desk covers
 * one of its destinations; unassigned when no desk does. It runs in a transaction of its own just
 * after the lead's, so the one lock that orders the turns is held for two short statements rather
 * than for every new lead's whole transaction (which wrote concurrent enquiries one at a time).
 */
export async function handToCounsellor(
  db: Db,
  leadId: string,
  destinations: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKeys(tx, ['lead:round-robin']);
    const counsellorId = await takeNextDesk(tx, destinations);
    if (counsellorId) await updateLeadAssignment(tx, leadId, counsellorId);
  });
}

function csvRecord(lead: LeadRow, counsellors: Map<string, CounsellorRef>) {
  const attribution = ExtraFields.parse(lead.attribution);
  const values: Record<(typeof LEAD_CSV_COLUMNS)[number], string | number> = {
    id: lead.id,
    created_at: lead.createdAt.toISOString(),
    name: lead.name,
    mobile: lead.mobile,
    email: lead.email ?? '',
    city: lead.city ?? '',
    interested_countries: lead.interestedCountries.join('; '),
    education_level: lead.interestedEducationLevel,
    registration_type: lead.registrationType,
    form_id: lead.formId ?? '',
    verified: lead.verifiedAt ? 'yes' : 'no',
    status: lead.status,
    assigned_to: lead.assignedCounsellorId
      ? (counsellors.get(lead.assignedCounsellorId)?.fullName ?? '')
      : '',
    utm_source: attribution.utm_source ?? '',
    utm_medium: attribution.utm_medium ?? '',
    utm_campaign: attribution.utm_campaign ?? '',
  };
  return values;
}

/**
 * `GET /lead/admin/leads.csv`: the filtered leads as CSV, read in batches as the client takes the
 * bytes (the stream's backpressure pauses the reading), so no export holds the whole list.
 */
export async function exportLeadsCsv(db: Db, filter: LeadFilter): Promise<Readable> {
  const counsellors = await counsellorsById(db);
  async function* records() {
    for await (const batch of leadBatches(db, filter, EXPORT_BATCH_SIZE)) {
      for (const lead of batch) yield csvRecord(lead, counsellors);
    }
  }
  // Visitors type names and send utm_* values: a cell starting = + - @ tab or CR is prefixed with
  // a quote (OWASP CSV injection), so a spreadsheet shows it as text instead of running it.
  const csv = stringify({ header: true, columns: [...LEAD_CSV_COLUMNS], escape_formulas: true });
  // A failed read ends the download with an error instead of a quietly short file.
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}
