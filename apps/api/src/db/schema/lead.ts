import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ExtraFields, ProgramInterest } from '@meridian/domain/lead/schemas';
import type { LeadStatus } from '@meridian/domain/lead/inbox';
import { leads, users } from './people.ts';

/** A counsellor's notes on a lead (SPEC.md §3 notes shape), each maybe moving its status. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).$type<LeadStatus>(),
    rpId: integer('rp_id'),
    studyAbroad: boolean('study_abroad').notNull(),
    notes: text('notes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * The destinations a counsellor answers leads for (names as leads store them, e.g. `Germany`).
 * `lastAssignedAt` makes the round-robin: a new lead goes to the desk that waited longest.
 */
export const counsellorDesks = pgTable('counsellor_desks', {
  counsellorId: uuid('counsellor_id')
    .primaryKey()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  destinations: text('destinations').array().notNull(),
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
});

/** Every enquiry, call-me-back, Apply popup, brochure request or repeat visit that reached a lead, with its attribution. */
export const leadTouchpoints = pgTable(
  'lead_touchpoints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    registrationType: varchar('registration_type', { length: 40 }).notNull(),
    source: varchar('source', { length: 100 }),
    /** The form and version that sent it (`popform-v2`); null before forms said so, or from a form that does not. */
    formId: varchar('form_id', { length: 60 }),
    platForm: varchar('plat_form', { length: 40 }),
    clickIdentifier: varchar('click_identifier', { length: 600 }),
    extraFields: jsonb('extra_fields').$type<ExtraFields>().notNull().default({}),
    /** The program, course or university the touchpoint was about (Apply popup, brochure request). */
    programInterest: jsonb('program_interest').$type<ProgramInterest>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_touchpoints_lead_idx').on(t.leadId, t.createdAt)],
);

/** Consent to be contacted, with the version and exact wording the person ticked, and when. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 40 }).notNull(),
    text: text('text').notNull(),
    platformUrl: varchar('platform_url', { length: 1000 }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_lead_idx').on(t.leadId)],
);
