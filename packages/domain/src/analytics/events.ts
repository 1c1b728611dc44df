import { z } from 'zod';
import { Region } from '../region/regions.ts';

/**
 * One first-party analytics event (page load, CTA click, lead submitted, menu clicks…). Text
 * fields have no length limit here: the API cuts them to what it stores instead of losing the
 * event over a long page title or referrer.
 */
export const AnalyticsEvent = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{1,60}$/, 'must be a snake_case event name'),
    category: z.string().min(1),
    label: z.string().optional(),
    path: z.string().startsWith('/'),
    referrer: z.string().optional(),
    region: Region.default('default'),
  })
  .meta({ id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** GET /dev/analytics-events: filter by event name; newest first. */
export const AnalyticsEventQuery = z.object({
  name: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** An event as stored (after the cut to column size), for developers and tests. */
export const StoredAnalyticsEvent = z
  .object({
    name: z.string(),
    category: z.string(),
    label: z.string().nullable(),
    path: z.string(),
    referrer: z.string().nullable(),
    region: z.string(),
    occurredAt: z.iso.datetime(),
  })
  .meta({ id: 'StoredAnalyticsEvent' });
export type StoredAnalyticsEvent = z.infer<typeof StoredAnalyticsEvent>;
