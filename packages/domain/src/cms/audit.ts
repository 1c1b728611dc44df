import { z } from 'zod';

/** What the back office edits, each audited under its name. */
export const AUDITED_ENTITIES = [
  'article',
  'redirect',
  'exam-page',
  'kb-page',
  'ebook',
  /** The words around the IELTS band and education-loan calculators. */
  'calculator-page',
  'seo-meta',
  'event',
  'webinar',
  'banner',
  'site-bar',
  /** Which pages open the enquiry pop-up, when and with which layout (page configuration). */
  'page-rule',
  'menu',
  /** A staff member's permissions (admins only). */
  'staff',
  /** A counsellor's destinations (admins only). */
  'counsellor-desk',
  /** A counsellor's working hours (history: admins only). */
  'counsellor-hours',
  /** Payment's settings and notes (admins only): a coupon, a booster program with its packages, an order's refund note. */
  'coupon',
  'booster-program',
  'order',
  /** A university's brochure: its uploaded PDF, or none (the generated one is sent). */
  'brochure',
  /** An accelerator (pathway) program. */
  'program',
  /** An alumnus learners may ask to talk to (admins only). */
  'alumnus',
  /** A senior-student buddy (admins only). */
  'buddy',
  /** An experience centre (admins only). */
  'centre',
  /** A university's uploaded logo and campus photo (none: the crest, no photo). */
  'university-images',
  /** A counsellor's photo as learners meet them (none: their initials). */
  'counsellor-photo',
  /** Which counsellor a booking is with, when an admin gives it to another (admins only). */
  'appointment',
  /** A testimonial's student photo (none: their initials). */
  'testimonial-photo',
] as const;
export const AuditedEntity = z.enum(AUDITED_ENTITIES);
export type AuditedEntity = z.infer<typeof AuditedEntity>;

export const AuditAction = z.enum(['create', 'update', 'restore', 'delete']);

/** One change: who made it, when, and the record before and after (null before a create, after a delete). */
export const AuditEntry = z
  .object({
    id: z.number().int(),
    entity: AuditedEntity,
    entityKey: z.string(),
    action: AuditAction,
    actor: z.object({ id: z.uuid(), name: z.string() }),
    at: z.iso.datetime({ offset: true }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    /** For a restore, the change whose result was put back. */
    restoredFrom: z.number().int().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({ entity: AuditedEntity, key: z.string().min(1).max(500).optional() });
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditLog = z.object({ items: z.array(AuditEntry) }).meta({ id: 'AuditLog' });
export type AuditLog = z.infer<typeof AuditLog>;

export const AuditParams = z.object({ auditId: z.coerce.number().int().positive() });

/** Which side of the change a restore puts back: what it left (`after`) or what it found (`before`). */
export const AuditRestoreQuery = z.object({ version: z.enum(['after', 'before']).default('after') });
export type AuditRestoreQuery = z.infer<typeof AuditRestoreQuery>;
