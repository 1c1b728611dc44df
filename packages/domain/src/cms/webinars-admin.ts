import { z } from 'zod';
import { Slug } from '../content/slug.ts';
import { PublishStatus } from './publishing.ts';

const Text = (min: number, max: number) => z.string().trim().min(min).max(max);
const HttpsUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/\S+$/, 'must be an https address');

/**
 * POST /cms/admin/webinars, PUT /cms/admin/webinars/{slug}: a live session as an editor writes it.
 * A university's own session names it; a counsellor's session has only its destination. Learners
 * join through `joinUrl` or the Zoom meeting; a draft session is not shown or open to registration.
 */
export const WebinarInput = z.object({
  slug: Slug,
  title: Text(10, 200),
  summary: Text(40, 2000),
  /** The destination the session is about (its country page lists it). */
  countrySlug: Slug,
  universitySlug: Slug.nullable(),
  hostName: Text(3, 120),
  hostRole: Text(3, 160),
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int().min(15).max(240),
  seats: z.number().int().min(1).max(100_000),
  joinUrl: HttpsUrl.nullable(),
  zoomMeetingNumber: z
    .string()
    .regex(/^\d{9,11}$/, 'must be the 9 to 11 digits of a Zoom meeting number')
    .nullable(),
  recordingUrl: HttpsUrl.nullable(),
  status: PublishStatus,
});
export type WebinarInput = z.infer<typeof WebinarInput>;

/** A session as the back office reads it (the same fields as it writes). */
export const AdminWebinar = WebinarInput.extend({}).meta({ id: 'AdminWebinar' });
export type AdminWebinar = z.infer<typeof AdminWebinar>;

export const AdminWebinarRow = z
  .object({
    slug: Slug,
    title: z.string(),
    startsAt: z.iso.datetime({ offset: true }),
    status: PublishStatus,
    seats: z.number().int(),
    registered: z.number().int(),
  })
  .meta({ id: 'AdminWebinarRow' });

export const AdminWebinarList = z
  .object({ items: z.array(AdminWebinarRow) })
  .meta({ id: 'AdminWebinarList' });
export type AdminWebinarList = z.infer<typeof AdminWebinarList>;
