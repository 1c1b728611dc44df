import { z } from 'zod';
import { ContentSource } from './fact-check.ts';

/** `GET /cms/admin/content/stale`: pages whose facts were checked more than `olderThanDays` ago. */
export const StaleContentQuery = z.object({
  /** Unset: the configured age (CONTENT_STALE_AFTER_DAYS, 180 days by default). */
  olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
});
export type StaleContentQuery = z.infer<typeof StaleContentQuery>;

export const StaleContentPage = z
  .object({
    kind: z.enum(['article', 'exam-page']),
    title: z.string(),
    /** The page's site path, without the base path. */
    path: z.string().startsWith('/'),
    /** Null when nobody has checked the facts yet. */
    factsCheckedAt: z.iso.date().nullable(),
    daysSinceCheck: z.number().int().nonnegative().nullable(),
    sources: z.array(ContentSource),
  })
  .meta({ id: 'StaleContentPage' });
export type StaleContentPage = z.infer<typeof StaleContentPage>;

/** Never-checked pages first, then the oldest check first. */
export const StaleContentList = z
  .object({ olderThanDays: z.number().int(), pages: z.array(StaleContentPage) })
  .meta({ id: 'StaleContentList' });
export type StaleContentList = z.infer<typeof StaleContentList>;
