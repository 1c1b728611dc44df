import { z } from 'zod';
import { Region } from '../region/regions.ts';

export const BAR_KINDS = ['hello', 'custom', 'ticker'] as const;

export const ERROR_REPORT_TYPES = [
  'Incorrect information',
  'Broken link',
  'Page not loading',
  'Spelling or grammar',
  'Other',
] as const;

export const SiteBar = z.object({
  id: z.number().int(),
  kind: z.enum(BAR_KINDS),
  message: z.string(),
  ctaText: z.string().nullable(),
  href: z.string().nullable(),
});
export type SiteBar = z.infer<typeof SiteBar>;

export const SiteExtrasQuery = z.object({
  region: Region.default('default'),
  path: z.string().startsWith('/').max(500),
});

/** GET /cms/site-extras: the bars a page shows, already filtered for region, path and date. */
export const SiteExtras = z
  .object({
    helloBar: SiteBar.nullable(),
    customBar: SiteBar.nullable(),
    ticker: z.array(SiteBar),
  })
  .meta({ id: 'SiteExtras' });
export type SiteExtras = z.infer<typeof SiteExtras>;

/** POST /user/report-error: what a visitor tells us is wrong on a page. */
export const ErrorReportRequest = z
  .object({
    issueType: z.enum(ERROR_REPORT_TYPES),
    description: z.string().trim().min(10, 'please describe the problem in at least 10 characters').max(2000),
    pageUrl: z.string().startsWith('/').max(500),
    email: z.email().optional(),
  })
  .meta({ id: 'ErrorReportRequest' });
export type ErrorReportRequest = z.infer<typeof ErrorReportRequest>;

/** A screenshot sent with a report: these types, judged by the file's bytes, up to 5 MB. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The same report as `multipart/form-data` (SPEC.md §7), which may carry a `screenshot` file. The
 * API reads the file into bytes before validation; its type and size are checked there.
 */
export const ErrorReportUpload = ErrorReportRequest.extend({
  screenshot: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, 'must be a file')
    .optional()
    .meta({ type: 'string', format: 'binary' }),
}).meta({ id: 'ErrorReportUpload' });

export const ErrorReportResponse = z
  .object({ status: z.literal(true), message: z.string() })
  .meta({ id: 'ErrorReportResponse' });

/** POST /user/apis/update-location-details (SPEC.md §7): sent only with the visitor's consent. */
export const LocationUpdateQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  phoneNumber: z.string().max(20).optional(),
  email: z.email().optional(),
});
export type LocationUpdateQuery = z.infer<typeof LocationUpdateQuery>;
