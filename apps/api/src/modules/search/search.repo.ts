import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_KINDS, type SearchKind } from '@meridian/domain/search/schemas';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import { findCategory } from '@meridian/domain/catalogue/categories';
import { transpositionsOf } from '@meridian/domain/search/understand-query';
import type { Db } from '#api/db/client.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { courses } from '#api/db/schema/courses.ts';
import { searchDocuments, searchWords } from '#api/db/schema/search.ts';

/** A word as typed, whether the index knows it (or, typed last, a word starting with it), and its nearest known word. */
export interface WordCheck {
  word: string;
  known: boolean;
  nearest: string | null;
}

/**
 * For each word, whether the index's vocabulary has it and its closest spelling there: the word
 * with two neighbouring letters swapped ("tofel" → "toefl", too short for trigrams to judge), else
 * the most similar (pg_trgm over the default 0.3: "univercity" → "university"). The last
 * word may still be being typed, so a word starting with it counts as known.
 */
export function wordChecks(words: readonly string[], lastIsPrefix: boolean): SQL {
  // Every word in one statement: a query of several typos costs one round trip, not one each.
  const checked = words.map((word, i) => ({
    word,
    prefix: lastIsPrefix && i === words.length - 1,
    swaps: transpositionsOf(word),
  }));
  return sql`
    select w.word,
      exists(select 1 from ${searchWords} s where s.word = w.word or (w.prefix and s.word like w.word || '%')) as known,
      coalesce(
        (select s.word from ${searchWords} s where s.word = any(w.swaps) order by s.word limit 1),
        (select s.word from ${searchWords} s where s.word % w.word
          order by similarity(s.word, w.word) desc, s.word limit 1)) as nearest
    from jsonb_to_recordset(${JSON.stringify(checked)}::jsonb) as w(word text, prefix boolean, swaps text[])`;
}

export async function checkWords(
  db: Db,
  words: readonly string[],
  lastIsPrefix: boolean,
): Promise<WordCheck[]> {
  if (words.length === 0) return [];
  const result = (await db.execute(wordChecks(words, lastIsPrefix))) as unknown as { rows: WordCheck[] };
  return result.rows;
}

export interface DocumentSearch {
  /** Each concept's tsquery text. */
  concepts: string[];
  /** The words as typed (corrected), for the title's trigram closeness. */
  phrase: string;
  limit: number;
}

/** A named university or tool is what a student wants first; then a country or exam page. */
const KIND_BOOST: Partial<Record<SearchKind, number>> = {
  university: 0.6,
  calculator: 0.6,
  country: 0.5,
  page: 0.3,
  exam: 0.3,
  article: 0.1,
  'knowledge-base': 0.1,
  scholarship: 0.1,
};

const kindCase = (values: (kind: SearchKind, i: number) => number) =>
  sql.raw(`case kind ${SEARCH_KINDS.map((k, i) => `when '${k}' then ${values(k, i)}`).join(' ')} else 0 end`);

/**
 * Pages matching any concept, scored: the share of concepts found in the title or headings
 * (weighed most), the share found anywhere, the title's closeness to the phrase (more when it
 * starts with it), the kind, popularity and the text rank. Equal scores: kind order, title, id.
 */
export async function searchDocumentsFor(db: Db, search: DocumentSearch) {
  const n = search.concepts.length;
  const matchAny = sql.join(
    search.concepts.map((c) => sql`to_tsquery('english', ${c})`),
    sql` || `,
  );
  // Title and headings are read from the small head vector; the whole page's only for the share found anywhere.
  const coverage = (part: 'any' | 'head'): SQL =>
    sql`(${sql.join(
      search.concepts.map((c) =>
        part === 'head'
          ? sql`(d.head @@ to_tsquery('english', ${c}))::int`
          : sql`(d.document @@ to_tsquery('english', ${c}))::int`,
      ),
      sql` + `,
    )})::float / ${n}`;
  const score = sql`(
    3 * ${coverage('head')} + ${coverage('any')}
    + 0.6 * similarity(lower(d.title), ${search.phrase})
    + 0.4 * (starts_with(lower(d.title), ${search.phrase}))::int
    + ${kindCase((k) => KIND_BOOST[k] ?? 0)}
    + 0.3 * least(ln(1 + d.popularity) / ln(1000), 1)
    + ts_rank(d.head, ${matchAny}, 1))`;
  // Found by their words only: the typed words are already corrected to the index's vocabulary, so
  // testing every title's trigrams against the phrase too (most of this query's time) found nothing more.
  const result = (await db.execute(sql`
    select d.kind, d.title, d.subtitle, d.path, ${score} as score
    from ${searchDocuments} d
    where d.visible_from <= now() and d.document @@ (${matchAny})
    order by score desc, ${kindCase((_k, i) => i)}, d.title, d.id
    limit ${search.limit}`)) as unknown as {
    rows: { kind: SearchKind; title: string; subtitle: string | null; path: string; score: number }[];
  };
  return result.rows.map((r) => ({ ...r, score: Number(r.score) }));
}

export interface ListingCourseScope {
  level?: EducationLevel | undefined;
  countryIso3?: string | undefined;
  /** A primary category or a specialization slug. */
  subject?: string | undefined;
}

/**
 * The best-ranked courses of a listing (the listing indexes' order: ranking, then id), read in that
 * order from an index: a level and country's listing index, or a subject's own.
 */
export function bestCoursesOf(db: Db, scope: ListingCourseScope, limit: number) {
  const category = scope.subject ? findCategory(scope.subject) : undefined;
  return db
    .select({
      slug: courses.slug,
      title: courses.title,
      universitySlug: universities.slug,
      universityName: universities.name,
      countrySlug: destinations.slug,
      countryName: destinations.name,
    })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(destinations, eq(destinations.iso3, courses.countryIso3))
    .where(
      and(
        scope.level ? eq(courses.educationLevel, scope.level) : undefined,
        scope.countryIso3 ? eq(courses.countryIso3, scope.countryIso3) : undefined,
        category ? eq(courses.primaryCategory, category.slug) : undefined,
        scope.subject && !category ? eq(courses.specialization, scope.subject) : undefined,
      ),
    )
    .orderBy(asc(courses.rankingSort), asc(courses.id))
    .limit(limit);
}
