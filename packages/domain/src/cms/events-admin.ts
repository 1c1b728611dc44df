import { z } from 'zod';
import { Slug } from '../content/slug.ts';
import { PublishStatus } from './publishing.ts';

const Text = (min: number, max: number) => z.string().trim().min(min).max(max);

/**
 * POST /cms/admin/events, PUT /cms/admin/events/{slug}: a university fair as an editor writes it.
 * `startsAt` is the UTC instant the doors open (the form takes it in IST); a draft fair is not
 * shown on the site. Registrations are never touched by an edit.
 */
export const EventInput = z.object({
  slug: Slug,
  city: Text(2, 80),
  title: Text(10, 160),
  overview: Text(40, 4000),
  bannerHeadline: Text(5, 160),
  bannerSubline: Text(5, 240),
  venueName: Text(3, 160),
  venueAddress: Text(10, 300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int().min(30).max(720),
  /** The day's programme in IST wall-clock times ("10:00 AM"). */
  schedule: z.array(z.object({ time: Text(3, 20), activity: Text(3, 200) })).max(20),
  keyHighlights: z.array(Text(3, 200)).max(12),
  /** Exhibiting universities in the order their logos show. */
  universitySlugs: z.array(Slug).max(80),
  status: PublishStatus,
});
export type EventInput = z.infer<typeof EventInput>;

/** A fair as the back office reads it (the same fields as it writes). */
export const AdminEvent = EventInput.extend({}).meta({ id: 'AdminEvent' });
export type AdminEvent = z.infer<typeof AdminEvent>;

export const AdminEventRow = z
  .object({
    slug: Slug,
    title: z.string(),
    city: z.string(),
    startsAt: z.iso.datetime({ offset: true }),
    status: PublishStatus,
    /** Places taken so far (read only here). */
    registrations: z.number().int(),
  })
  .meta({ id: 'AdminEventRow' });

export const AdminEventList = z.object({ items: z.array(AdminEventRow) }).meta({ id: 'AdminEventList' });
export type AdminEventList = z.infer<typeof AdminEventList>;
