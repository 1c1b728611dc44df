import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { StaleContentList, StaleContentPage } from '@meridian/domain/content/stale-content';
import type { Db } from '#api/db/client.ts';
import { pagesCheckedBefore } from './repo.ts';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The pages editors should check again: never checked, or checked more than `olderThanDays` days
 * before `now` (UTC days). Never-checked pages come first, then the oldest check.
 */
export async function staleContent(db: Db, olderThanDays: number, now: Date): Promise<StaleContentList> {
  const today = Date.parse(isoDay(now.getTime()));
  const { articleRows, examPageRows } = await pagesCheckedBefore(db, isoDay(today - olderThanDays * DAY_MS));
  const daysSince = (day: string | null) =>
    day === null ? null : Math.round((today - Date.parse(day)) / DAY_MS);
  const pages: StaleContentPage[] = [
    ...articleRows.map(({ slug, ...a }) => ({
      kind: 'article' as const,
      path: siteRoutes.article(slug),
      ...a,
    })),
    ...examPageRows.map(({ examSlug, slug, ...p }) => ({
      kind: 'exam-page' as const,
      path: siteRoutes.examPage(examSlug, slug),
      ...p,
    })),
  ].map((page) => ({ ...page, daysSinceCheck: daysSince(page.factsCheckedAt) }));
  // A page never checked is older than any check.
  const age = (page: StaleContentPage) => page.daysSinceCheck ?? Number.MAX_SAFE_INTEGER;
  pages.sort((a, b) => age(b) - age(a));
  return { olderThanDays, pages };
}
