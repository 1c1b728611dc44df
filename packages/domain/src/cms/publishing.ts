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

/** A page's body as the editor writes it (SPEC's Markdown subset, read by `markdown-blocks.ts`). */
export const BodyMarkdown = z.string().min(20).max(200_000);

/**
 * What every page an editor writes has: a title, a summary and a Markdown body, published,
 * scheduled or kept as a draft. How long title and summary may be differs per kind of page.
 */
export function pageTextFields(limits: { titleMax: number; summaryMin: number; summaryMax: number }) {
  return {
    title: z.string().trim().min(10).max(limits.titleMax),
    summary: z.string().trim().min(limits.summaryMin).max(limits.summaryMax),
    bodyMarkdown: BodyMarkdown,
    ...Publishing.shape,
  };
}

/** When a page the back office edits was set to go live and last changed (UTC). */
export const EditedTimes = z.object({
  publishAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** One row of a back-office list of pages: `key` is its address within its kind (e.g. `ielts/overview`). */
export const AdminPageRow = z
  .object({
    key: z.string(),
    title: z.string(),
    /** What the page belongs to: its exam, knowledge-base category or e-book category. */
    group: z.string(),
    status: PublishStatus,
  })
  .extend(EditedTimes.shape)
  .meta({ id: 'AdminPageRow' });
export type AdminPageRow = z.infer<typeof AdminPageRow>;

export const AdminPageList = z.object({ items: z.array(AdminPageRow) }).meta({ id: 'AdminPageList' });
export type AdminPageList = z.infer<typeof AdminPageList>;

/** The groups a page can belong to, for the editor's choice (`key` as the page's input names it). */
export const PageGroups = z
  .object({ groups: z.array(z.object({ key: z.string(), name: z.string() })) })
  .meta({ id: 'PageGroups' });
export type PageGroups = z.infer<typeof PageGroups>;

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
