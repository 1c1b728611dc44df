import { z } from 'zod';
import { Slug } from '../content/slug.ts';

/** A university among the fair's exhibitors, shown by its logo. */
export const EventUniversity = z.object({
  slug: Slug,
  name: z.string(),
  /** Route of the logo image inside the site (`/university-logos/{slug}.svg`). */
  logo: z.string(),
});

export const EventSummary = z
  .object({
    id: z.number().int(),
    slug: Slug,
    city: z.string(),
    title: z.string(),
    /** UTC instant the doors open; pages show it in IST. */
    startsAt: z.iso.datetime({ offset: true }),
    durationMinutes: z.number().int().positive(),
    venue: z.object({ name: z.string(), address: z.string() }),
  })
  .meta({ id: 'EventSummary' });
export type EventSummary = z.infer<typeof EventSummary>;

/** SPEC.md §3 Event: overview, banner, venue with directions, schedule, date, highlights, logos. */
export const EventDetail = EventSummary.extend({
  overview: z.string(),
  banner: z.object({ headline: z.string(), subline: z.string() }),
  venue: z.object({
    name: z.string(),
    address: z.string(),
    /** A map link that plans the route to the venue. */
    directionUrl: z.url(),
  }),
  /** The day's programme in IST wall-clock times. */
  schedule: z.array(z.object({ time: z.string(), activity: z.string() })),
  keyHighlights: z.array(z.string()),
  universities: z.array(EventUniversity),
}).meta({ id: 'EventDetail' });
export type EventDetail = z.infer<typeof EventDetail>;

/** The entry pass: the link staff open to check the visitor in, and its QR code (SVG data URL). */
export const EventPass = z.object({
  checkInUrl: z.url(),
  checkInQr: z.string().startsWith('data:image/svg+xml;base64,'),
});
export type EventPass = z.infer<typeof EventPass>;

export const EventRegistrationResponse = z
  .object({
    status: z.literal(true),
    message: z.string(),
    registrationId: z.uuid(),
    leadId: z.uuid(),
    ...EventPass.shape,
  })
  .meta({ id: 'EventRegistrationResponse' });
export type EventRegistrationResponse = z.infer<typeof EventRegistrationResponse>;

/** `event/{eventId}/user/{userId}`: whether a learner has a place at a fair, and its pass when they do. */
export const EventUserRegistration = z
  .object({
    eventId: z.number().int(),
    registered: z.boolean(),
    registeredAt: z.iso.datetime().nullable(),
    checkedInAt: z.iso.datetime().nullable(),
    pass: EventPass.nullable(),
  })
  .meta({ id: 'EventUserRegistration' });
export type EventUserRegistration = z.infer<typeof EventUserRegistration>;

/** What the desk sees after opening a visitor's pass. */
export const EventCheckIn = z
  .object({
    name: z.string(),
    event: z.object({ slug: Slug, title: z.string() }),
    checkedInAt: z.iso.datetime(),
    /** False when the pass had already been used: the desk is told, the first time is kept. */
    firstTime: z.boolean(),
  })
  .meta({ id: 'EventCheckIn' });
export type EventCheckIn = z.infer<typeof EventCheckIn>;
