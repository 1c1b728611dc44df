import { z } from 'zod';

/** SPEC.md §9 analytics categories of header and footer interactions. */
export const HEADER_CATEGORY = 'Page_interaction_header';
export const FOOTER_CATEGORY = 'Page_interaction_footer';

/** One first-party analytics event (page load, CTA click, lead submitted, menu clicks…). */
export const AnalyticsEvent = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{1,60}$/, 'must be a snake_case event name'),
    category: z.string().min(1).max(60),
    label: z.string().max(200).optional(),
    path: z.string().startsWith('/').max(500),
    referrer: z.string().max(500).optional(),
    region: z.enum(['default', 'vn', 'sa']).default('default'),
  })
  .meta({ id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export const AnalyticsEventAccepted = z
  .object({ status: z.literal(true) })
  .meta({ id: 'AnalyticsEventAccepted' });
