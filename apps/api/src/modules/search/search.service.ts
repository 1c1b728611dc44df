import { findCategory } from '@meridian/domain/catalogue/categories';
import { LEVEL_NAMES, slugOfLevel } from '@meridian/domain/catalogue/levels';
import { findDestination } from '@meridian/domain/destinations';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { SearchQuery, SearchResponse, SearchResult } from '@meridian/domain/search/schemas';
import {
  conceptTsQuery,
  isKnownWord,
  searchWords,
  understandQuery,
  type QueryUnderstanding,
} from '@meridian/domain/search/understand-query';
import type { Db } from '#api/db/client.ts';
import { bestCoursesOf, checkWords, searchDocumentsFor } from './search.repo.ts';

/** Pages scored per query, enough for every kind's count on the results page. */
const CANDIDATES = 50;
/** A listing's best courses shown after it. */
const LISTING_COURSES = 3;

type Scored = SearchResult & { score: number };

/** Typed words the index does not know, replaced by their closest known spelling. */
async function correctSpelling(db: Db, typed: string[], lastIsPrefix: boolean) {
  const unknown = typed.filter((w) => !isKnownWord(w));
  const last = typed.at(-1);
  const checks = await checkWords(db, unknown, lastIsPrefix && unknown.at(-1) === last);
  const replacement = new Map(checks.filter((c) => !c.known && c.nearest).map((c) => [c.word, c.nearest!]));
  return typed.map((w) => replacement.get(w) ?? w);
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The listing a query's level, subject and country name (at least a subject or a level), with its best courses. */
async function listingResults(db: Db, understood: QueryUnderstanding): Promise<SearchResult[]> {
  const { level, subject, country } = understood;
  if (!level && !subject) return [];
  const destination = country ? findDestination(country) : undefined;
  const best = await bestCoursesOf(db, { level, subject, countryIso3: destination?.iso3 }, LISTING_COURSES);
  if (best.length === 0) return [];
  const subjectName = subject ? (findCategory(subject)?.name ?? titleCase(subject)) : undefined;
  const title = [
    level ? LEVEL_NAMES[level] : 'Courses',
    subjectName && `in ${subjectName}`,
    destination ? `in ${destination.name}` : 'abroad',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    {
      kind: 'listing',
      title,
      subtitle: 'Courses to compare by fees, ranking and intake',
      path: siteRoutes.courseListing({
        country: destination?.slug,
        level: level ? slugOfLevel(level) : 'courses',
        subject,
      }),
    },
    ...best.map((c) => ({
      kind: 'course' as const,
      title: c.title,
      subtitle: `${c.universityName}, ${c.countryName}`,
      path: siteRoutes.course({ slug: c.slug, countrySlug: c.countrySlug, universitySlug: c.universitySlug }),
    })),
  ];
}

/**
 * Ranks the pages and the listing together: a query that only names a level, subject and country
 * leads to its listing first; otherwise the listing takes the place its share of the query earns.
 */
function merge(understood: QueryUnderstanding, pages: Scored[], listing: SearchResult[]): SearchResult[] {
  const intentShare = understood.concepts.filter((c) => c.intent).length / understood.concepts.length;
  const listingScore = understood.intentOnly ? Number.POSITIVE_INFINITY : 3 * intentShare + 1.3;
  const at = pages.findIndex((p) => p.score < listingScore);
  const ordered = [
    ...pages.slice(0, at === -1 ? pages.length : at),
    ...listing,
    ...pages.slice(at === -1 ? pages.length : at),
  ];
  const seen = new Set<string>();
  return ordered
    .filter((r) => !seen.has(r.path) && seen.add(r.path))
    .map(({ kind, title, subtitle, path }) => ({ kind, title, ...(subtitle ? { subtitle } : {}), path }));
}

export async function search(db: Db, query: SearchQuery): Promise<SearchResponse> {
  const typed = searchWords(query.q);
  // A query that does not end in a space may end in a word still being typed.
  const lastIsPrefix = !/\s$/.test(query.q);
  const corrected = await correctSpelling(db, typed, lastIsPrefix);
  const understood = understandQuery(corrected);
  if (understood.concepts.length === 0) return { query: query.q, results: [], kindCounts: {} };
  const lastConcept = understood.concepts.length - 1;
  const concepts = understood.concepts.map((concept, i) => {
    const prefix =
      lastIsPrefix && i === lastConcept && !concept.intent && concept.typed.at(-1) === typed.at(-1);
    return conceptTsQuery(concept, { prefix });
  });
  const [pages, listing] = await Promise.all([
    searchDocumentsFor(db, { concepts, phrase: corrected.join(' '), limit: CANDIDATES }),
    listingResults(db, understood),
  ]);
  const all = merge(
    understood,
    pages.map((p) => ({ ...p, subtitle: p.subtitle ?? undefined })),
    listing,
  );
  const kindCounts: SearchResponse['kindCounts'] = {};
  for (const r of all) kindCounts[r.kind] = (kindCounts[r.kind] ?? 0) + 1;
  const wasCorrected = corrected.some((w, i) => w !== typed[i]);
  return {
    query: query.q,
    results: all.filter((r) => !query.kind || r.kind === query.kind).slice(0, query.limit),
    kindCounts,
    interpretation: {
      ...(wasCorrected ? { correctedQuery: corrected.join(' ') } : {}),
      ...(understood.level ? { level: understood.level } : {}),
      ...(understood.subject ? { subject: understood.subject } : {}),
      ...(understood.country ? { country: understood.country } : {}),
      highlight: understood.highlight,
    },
  };
}
