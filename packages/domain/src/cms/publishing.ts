import { z } from 'zod';

/**
 * A page is a draft or published; a published page with `publishAt` in the future is scheduled
 * and goes live at that time by itself (readers' queries compare it with the clock).
 */
export const PublishStatus = z.enum(['draft', 'published']);
export type PublishStatus = z.infer<typeof PublishStatus>;

export const Publishing = z.object({
  status: PublishStatus,
  /** UTC; omitted means now. */
  publishAt: z.iso.datetime({ offset: true }).nullish(),
});

/** Whether readers see the page at `now`. */
export function isLive(page: { status: PublishStatus; publishAt: Date }, now: Date): boolean {
  return page.status === 'published' && page.publishAt.getTime() <= now.getTime();
}

/** `?previewStatus=true` on a public read: editors see drafts and scheduled pages too. */
export const PreviewQuery = z.object({
  previewStatus: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
