import { z } from 'zod';
import { DestinationSlugSchema } from '../destinations.ts';
import { Slug } from './slug.ts';

/** A session about one university (its admissions team) or one destination (a counsellor). */
export const WebinarKind = z.enum(['university', 'country']);
export type WebinarKind = z.infer<typeof WebinarKind>;

export const Webinar = z
  .object({
    slug: Slug,
    title: z.string().min(10),
    kind: WebinarKind,
    summary: z.string().min(30),
    country: z.object({ slug: Slug, name: z.string() }),
    university: z.object({ slug: Slug, name: z.string() }).nullable(),
    host: z.object({ name: z.string().min(3), role: z.string().min(3) }),
    /** UTC instant; pages show it in Indian Standard Time. */
    startsAt: z.iso.datetime({ offset: true }),
    durationMinutes: z.number().int().min(15).max(240),
    seatsLeft: z.number().int().nonnegative(),
  })
  .meta({ id: 'Webinar' });
export type Webinar = z.infer<typeof Webinar>;

/**
 * `country` alone: every session in that destination. `university` (with or without `country`):
 * that university's sessions and the general sessions of its country.
 */
export const UpcomingWebinarsQuery = z.object({
  country: DestinationSlugSchema.optional(),
  university: Slug.optional(),
});
export type UpcomingWebinarsQuery = z.infer<typeof UpcomingWebinarsQuery>;
