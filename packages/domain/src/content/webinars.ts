import { z } from 'zod';
import { DestinationSlugSchema } from '../destination-schemas.ts';
import { Slug } from './slug.ts';

/** A session about one university (its admissions team) or one destination (a counsellor). */
export const WebinarKind = z.enum(['university', 'country']);
export type WebinarKind = z.infer<typeof WebinarKind>;

export const Webinar = z
  .object({
    id: z.number().int().positive(),
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

/** SPEC.md §9: webinar lists page 6 at a time. */
export const WEBINAR_PAGE_SIZE = 6;

/** One page of a list: `{"page":0,"size":6}`; the past list may name a country. */
export const WebinarPage = z.object({
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(24).default(WEBINAR_PAGE_SIZE),
  country: DestinationSlugSchema.optional(),
});
export type WebinarPage = z.infer<typeof WebinarPage>;

/** A query parameter carrying JSON (SPEC.md §7 sends the pages as JSON), checked like a body. */
const JsonPage = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON, e.g. {"page":0,"size":6}' });
      return z.NEVER;
    }
  })
  .pipe(WebinarPage);

export const WebinarListQuery = z.object({
  upcoming: JsonPage.optional(),
  previous: JsonPage.optional(),
});
export type WebinarListQuery = z.input<typeof WebinarListQuery>;

/** A past session: its recording, when there is one. */
export const PastWebinar = Webinar.extend({ recordingUrl: z.url().nullable() }).meta({ id: 'PastWebinar' });
export type PastWebinar = z.infer<typeof PastWebinar>;

export const WebinarLists = z
  .object({
    upcoming: z.object({ items: z.array(Webinar), total: z.number().int() }),
    previous: z.object({ items: z.array(PastWebinar), total: z.number().int() }),
  })
  .meta({ id: 'WebinarLists' });
export type WebinarLists = z.infer<typeof WebinarLists>;

/** `GET /webinar/{id}`: the session, whether it is over and whether registration is still open. */
export const WebinarDetail = PastWebinar.extend({
  past: z.boolean(),
  registrationOpen: z.boolean(),
}).meta({ id: 'WebinarDetail' });
export type WebinarDetail = z.infer<typeof WebinarDetail>;

export const WebinarDetailQuery = z.object({
  /** The page the visitor came from and its category (SPEC.md §7); kept for the counsellors' reports. */
  sourceUrl: z.string().max(500).optional(),
  pageCategory: z.string().max(60).optional(),
});

/**
 * A learner's registration. The join link is given only to them, from 15 minutes before the start
 * until the session ends; before that `joinOpensAt` says when it will be.
 */
export const WebinarRegistration = z
  .object({
    webinarId: z.number().int(),
    registered: z.boolean(),
    joinOpensAt: z.iso.datetime({ offset: true }),
    joinUrl: z.url().nullable(),
  })
  .meta({ id: 'WebinarRegistration' });
export type WebinarRegistration = z.infer<typeof WebinarRegistration>;

/** Zoom Meeting SDK: the signature a browser client joins a meeting with. */
export const ZoomSignatureRequest = z.object({
  meetingNumber: z.string().regex(/^\d{9,11}$/, 'must be a Zoom meeting number'),
});
export const ZoomSignature = z
  .object({ signature: z.string(), sdkKey: z.string() })
  .meta({ id: 'ZoomSignature' });
export type ZoomSignature = z.infer<typeof ZoomSignature>;
