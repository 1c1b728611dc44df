import type { ContentBody } from '@meridian/domain/content/blocks';
import { blockText } from '@meridian/domain/content/reading-time';
import { BASE_PATH } from '@meridian/domain/base-path';
import { siteRoutes, withQuery } from '@meridian/domain/routes/site-routes';
import { SITE_TOOLS } from '@meridian/domain/search/site-tools';
import { UNIVERSITY_SHORT_NAMES } from '@meridian/domain/search/vocabulary';
import { searchWords } from '@meridian/domain/search/understand-query';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import {
  courseTitleTexts,
  hasSearchDocuments,
  pageViewsByPath,
  readIndexSources,
  replaceIndex,
  type IndexSources,
  type SearchDocumentRow,
} from './index.repo.ts';

/** How far back page views count towards popularity. */
const POPULARITY_DAYS = 90;
/**
 * Enough of a long article for its words to be found (its headings are indexed whole); a longer
 * body makes every search that matches it slower and adds nothing to ranking.
 */
const MAX_BODY_CHARS = 8_000;
const MIN_WORD = 3;
const MAX_WORD = 60;

type Document = Omit<SearchDocumentRow, 'popularity'>;

function textOf(body: ContentBody): { headings: string; body: string } {
  return {
    headings: body
      .filter((b) => b.type === 'heading')
      .map((b) => b.text)
      .join(' \n'),
    body: body.map(blockText).join(' \n').slice(0, MAX_BODY_CHARS),
  };
}

/** Every page of the index, in the order a path named twice keeps its first (an article over its scholarship). */
export function documentsOf(sources: IndexSources): Document[] {
  const examNames = new Map(sources.examRows.map((e) => [e.slug, e.name]));
  return [
    ...SITE_TOOLS.map((t) => ({ ...t })),
    ...sources.universityRows.map((u) => ({
      kind: 'university' as const,
      title: u.name,
      subtitle: `${u.city}, ${u.countryName}`,
      path: siteRoutes.university({ slug: u.slug, countrySlug: u.countrySlug }),
      keywords: (UNIVERSITY_SHORT_NAMES[u.name] ?? []).join(' '),
    })),
    ...sources.countryRows.map((c) => ({
      kind: 'country' as const,
      title: `Study in ${c.name}`,
      subtitle: 'Universities, courses, costs, visas and scholarships',
      path: siteRoutes.country(c.slug),
      keywords: c.name,
      ...(c.publishedAt ? { visibleFrom: c.publishedAt } : {}),
    })),
    ...sources.examRows.map((e) => ({
      kind: 'exam' as const,
      title: e.name,
      subtitle: e.fullName,
      path: siteRoutes.exam(e.slug),
      keywords: e.fullName,
      headings: e.heading,
      body: e.intro,
    })),
    ...sources.examPageRows.map((p) => ({
      kind: 'exam' as const,
      title: p.title,
      subtitle: examNames.get(p.examSlug) ?? p.summary,
      // The overview is the exam's own page.
      path: p.slug === 'overview' ? siteRoutes.exam(p.examSlug) : siteRoutes.examPage(p.examSlug, p.slug),
      ...textOf(p.body),
      visibleFrom: p.publishAt,
    })),
    ...sources.articleRows.map((a) => ({
      kind: 'article' as const,
      title: a.title,
      subtitle: a.summary,
      path: siteRoutes.article(a.slug),
      keywords: a.tags.join(' '),
      ...textOf(a.body),
      visibleFrom: a.publishAt,
    })),
    ...sources.questionRows.map(({ question: q, topicSlug, categorySlug }) => ({
      kind: 'knowledge-base' as const,
      title: q.question,
      subtitle: q.shortAnswer.slice(0, 300),
      path: siteRoutes.knowledgeBase(topicSlug, categorySlug, q.slug),
      ...textOf(q.body),
      visibleFrom: q.publishAt,
    })),
    ...sources.scholarshipRows.map((s) => ({
      kind: 'scholarship' as const,
      title: s.name,
      subtitle: `${s.provider} · ${s.countryName}`,
      path: s.articleSlug
        ? siteRoutes.article(s.articleSlug)
        : withQuery(siteRoutes.scholarships(), { country: s.countrySlug }),
      body: `${s.coverage} ${s.eligibility}`,
    })),
    ...sources.ebookRows.map((e) => ({
      kind: 'ebook' as const,
      title: e.title,
      subtitle: e.summary,
      path: siteRoutes.ebook(e),
      keywords: e.highlights.join(' '),
      ...textOf(e.body),
      visibleFrom: e.publishAt,
    })),
    ...sources.pageRows.map((p) => ({
      kind: 'page' as const,
      title: p.title,
      subtitle: p.description,
      path: siteRoutes.page(p.slug),
      ...textOf(p.body),
    })),
    ...sources.webinarRows.map((w) => ({
      kind: 'webinar' as const,
      title: w.title,
      subtitle: `${w.hostName}, ${w.hostRole}`,
      path: siteRoutes.webinar(w.id),
      body: w.summary,
    })),
    ...sources.eventRows.map((e) => ({
      kind: 'event' as const,
      title: e.title,
      subtitle: `${e.city} · ${e.venueName}`,
      path: siteRoutes.event(e.slug),
      keywords: e.city,
      body: `${e.overview} ${e.keyHighlights.join(' ')}`,
    })),
    ...sources.programRows.map((p) => ({
      kind: 'program' as const,
      title: p.title,
      subtitle: p.university,
      path: siteRoutes.program(p.slug),
    })),
    ...sources.boosterRows.map((p) => ({
      kind: 'program' as const,
      title: p.title,
      subtitle: p.summary.slice(0, 300),
      path: siteRoutes.boosterProgram(p.slug),
    })),
  ];
}

/** The tracker records paths with the base path; the index names them without. */
const withoutBasePath = (path: string) =>
  path === BASE_PATH ? '/' : path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : path;

/**
 * Rebuilds the search index from the content as it is now: every public page, its popularity
 * from the page views, and the words typos are corrected to. Cheap enough to run after each
 * publish: it reads thousands of rows, never the courses.
 */
export async function refreshSearchIndex(db: Db | Tx): Promise<{ documents: number }> {
  const [sources, views, courseTitles] = await Promise.all([
    readIndexSources(db),
    pageViewsByPath(db, POPULARITY_DAYS),
    courseTitleTexts(db),
  ]);
  const popularity = new Map<string, number>();
  for (const [path, count] of views) {
    const route = withoutBasePath(path);
    popularity.set(route, (popularity.get(route) ?? 0) + count);
  }
  const byPath = new Map<string, SearchDocumentRow>();
  for (const document of documentsOf(sources)) {
    if (!byPath.has(document.path)) {
      byPath.set(document.path, { ...document, popularity: popularity.get(document.path) ?? 0 });
    }
  }
  const documents = [...byPath.values()];
  const words = new Set(
    [...documents.map((d) => `${d.title} ${d.keywords ?? ''}`), ...courseTitles]
      .flatMap(searchWords)
      .filter((w) => w.length >= MIN_WORD && w.length <= MAX_WORD),
  );
  await replaceIndex(db, documents, [...words].sort());
  return { documents: documents.length };
}

/** Builds the index when it has no page at all (a database seeded before it existed). */
export async function refreshSearchIndexIfEmpty(db: Db): Promise<void> {
  if (!(await hasSearchDocuments(db))) await refreshSearchIndex(db);
}
