import { z } from 'zod';
import { EducationLevel } from '../catalogue/level-schema.ts';
import { DestinationSlugSchema } from '../destination-schemas.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { sortQuery, type ListSort } from '../list-sort.ts';
import { ContactPreferences, ExtraFields, LeadTouchpoint } from './schemas.ts';

/** The counsellor's pipeline of a lead, in the order a lead moves through it. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'applied', 'enrolled', 'lost'] as const;
export const LeadStatus = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof LeadStatus>;

export const LEAD_STATUS_NAMES: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  applied: 'Applied',
  enrolled: 'Enrolled',
  lost: 'Lost',
};

/** Leads a page of the inbox shows. */
export const LEAD_INBOX_PAGE_SIZE = 20;

/** `assignedTo=none` lists the leads no counsellor has yet. */
export const UNASSIGNED = 'none';

const IsoDate = z.iso.date();
const Text = z.string().trim().min(1).max(100);

/** The inbox's filters (the CSV export takes the same ones, without the page). */
const LeadFilterFields = z.object({
  /** Created on or after this day, and on or before `to` (UTC days). */
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** The `source` of any of the lead's touchpoints (a form, a brochure request, a page). */
  source: Text.optional(),
  /** The form (and version) whose enquiry created the lead, e.g. `popform-v2`. */
  form: Text.optional(),
  utmSource: Text.optional(),
  utmMedium: Text.optional(),
  utmCampaign: Text.optional(),
  destination: DestinationSlugSchema.optional(),
  level: EducationLevel.optional(),
  verified: z.enum(['true', 'false']).optional(),
  city: Text.optional(),
  status: LeadStatus.optional(),
  assignedTo: z.union([z.uuid(), z.literal(UNASSIGNED)]).optional(),
  /** Part of the name, mobile or email. */
  q: z.string().trim().min(2).max(100).optional(),
});

/** A filter whose `from` day is not after its `to` day. */
export function fromNotAfterTo<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) {
  return schema.refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'must not be after to',
    path: ['from'],
  });
}

export const LeadFilter = fromNotAfterTo(LeadFilterFields);
export type LeadFilter = z.infer<typeof LeadFilter>;

/** The inbox's sortable columns; newest first unless asked otherwise (`?sort=name`, `?sort=-status`). */
export const LEAD_SORT_COLUMNS = ['createdAt', 'name', 'city', 'status'] as const;
export type LeadSortColumn = (typeof LEAD_SORT_COLUMNS)[number];
export type LeadSort = ListSort<LeadSortColumn>;
export const DEFAULT_LEAD_SORT: LeadSort = '-createdAt';

export const LeadInboxQuery = fromNotAfterTo(
  LeadFilterFields.extend({
    ...pageQuery(LEAD_INBOX_PAGE_SIZE),
    sort: sortQuery(LEAD_SORT_COLUMNS, DEFAULT_LEAD_SORT),
  }),
);
export type LeadInboxQuery = z.infer<typeof LeadInboxQuery>;

export const CounsellorRef = z.object({ id: z.uuid(), fullName: z.string() }).meta({ id: 'CounsellorRef' });
export type CounsellorRef = z.infer<typeof CounsellorRef>;

/** One row of the inbox. */
export const LeadSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    mobile: z.string(),
    email: z.string().nullable(),
    city: z.string().nullable(),
    interestedCountries: z.array(z.string()),
    interestedEducationLevel: z.string(),
    registrationType: z.string(),
    /** The form (and version) whose enquiry created the lead; null for leads from before forms said so. */
    formId: z.string().nullable(),
    verified: z.boolean(),
    status: LeadStatus,
    assignedTo: CounsellorRef.nullable(),
    enquiryCount: z.number().int(),
    createdAt: z.iso.datetime(),
    lastEnquiryAt: z.iso.datetime(),
  })
  .meta({ id: 'LeadSummary' });
export type LeadSummary = z.infer<typeof LeadSummary>;

export const LeadInboxPage = paginated(LeadSummary).meta({ id: 'LeadInboxPage' });
export type LeadInboxPage = z.infer<typeof LeadInboxPage>;

export const LeadNote = z.object({
  id: z.number().int(),
  author: z.string().nullable(),
  /** The status the lead moved to with this note; null for a note alone. */
  status: LeadStatus.nullable(),
  notes: z.string(),
  createdAt: z.iso.datetime(),
});
export type LeadNote = z.infer<typeof LeadNote>;

/** The account a lead's person registered, through which their learner's file is opened. */
export const LeadAccount = z.object({ id: z.uuid(), fullName: z.string() }).meta({ id: 'LeadAccount' });
export type LeadAccount = z.infer<typeof LeadAccount>;

/** A lead with every touchpoint and its attribution, the notes, and what its contacts have stopped. */
export const LeadDetail = LeadSummary.extend({
  englishTestStatus: z.string().nullable(),
  previousClassStatus: z.string().nullable(),
  interestedYear: z.number().int().nullable(),
  attribution: ExtraFields,
  touchpoints: z.array(LeadTouchpoint),
  notes: z.array(LeadNote),
  /** What the lead's mobile, then its email, has stopped: a counsellor does not call a number that stopped calls. */
  contactPreferences: z.array(ContactPreferences),
  /** The person's account once they registered (null before). */
  account: LeadAccount.nullable(),
}).meta({ id: 'LeadDetail' });
export type LeadDetail = z.infer<typeof LeadDetail>;

export const LeadParams = z.object({ leadId: z.uuid() });

/** Give the lead to a counsellor, or take it from everyone (`null`). */
export const LeadAssignment = z.object({ counsellorId: z.uuid().nullable() }).meta({ id: 'LeadAssignment' });
export type LeadAssignment = z.infer<typeof LeadAssignment>;

/**
 * SPEC.md §3 notes shape `{rpId, studyAbroad, notes}`, with the status the lead moves to (none keeps
 * it where it is).
 */
export const LeadNoteCreate = z
  .object({
    notes: z.string().trim().min(2, 'Please write a note').max(2000),
    status: LeadStatus.optional(),
    rpId: z.number().int().positive().optional(),
    studyAbroad: z.boolean().default(true),
  })
  .meta({ id: 'LeadNoteCreate' });
export type LeadNoteCreate = z.input<typeof LeadNoteCreate>;

/** The columns of the CSV export, in order. */
export const LEAD_CSV_COLUMNS = [
  'id',
  'created_at',
  'name',
  'mobile',
  'email',
  'city',
  'interested_countries',
  'education_level',
  'registration_type',
  'form_id',
  'verified',
  'status',
  'assigned_to',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
