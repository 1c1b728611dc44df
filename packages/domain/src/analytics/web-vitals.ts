import { z } from 'zod';

/**
 * The Core Web Vitals a page view reports (issue 35): LCP and INP in milliseconds, CLS unitless.
 * Each is bounded well past anything real, so a forged value cannot skew the report.
 */
export const WEB_VITAL_LIMITS = { LCP: 120_000, INP: 60_000, CLS: 100 } as const;
export type WebVitalName = keyof typeof WEB_VITAL_LIMITS;
export const WEB_VITAL_NAMES = Object.keys(WEB_VITAL_LIMITS) as WebVitalName[];

const metric = <Name extends WebVitalName>(name: Name) =>
  z.object({ name: z.literal(name), value: z.number().min(0).max(WEB_VITAL_LIMITS[name]) });

/** `POST /user/web-vitals`: one page view's measures, sent once as the page is left. */
export const WebVitalsBeacon = z
  .object({
    /** The page's path (its query is dropped); the API files it under its page type. */
    path: z.string().startsWith('/').max(500),
    metrics: z
      .array(z.discriminatedUnion('name', [metric('LCP'), metric('INP'), metric('CLS')]))
      .min(1)
      .max(WEB_VITAL_NAMES.length)
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, 'must name each metric once'),
  })
  .meta({ id: 'WebVitalsBeacon' });
export type WebVitalsBeacon = z.infer<typeof WebVitalsBeacon>;

/** One metric's 75th percentile over the page views that reported it. */
const Percentile = z.object({ p75: z.number(), count: z.number().int() }).nullable();

/** `GET /user/admin/web-vitals`: p75 LCP, INP and CLS per page type over the last days, most viewed first. */
export const WebVitalsReport = z
  .object({
    days: z.number().int(),
    pageTypes: z.array(z.object({ pageType: z.string(), LCP: Percentile, INP: Percentile, CLS: Percentile })),
  })
  .meta({ id: 'WebVitalsReport' });
export type WebVitalsReport = z.infer<typeof WebVitalsReport>;

/** Google's thresholds of a good experience at the 75th percentile. */
export const GOOD_WEB_VITALS: Record<WebVitalName, number> = { LCP: 2500, INP: 200, CLS: 0.1 };
