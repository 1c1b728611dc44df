import { and, desc, asc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { courses, courseTitles } from '#api/db/schema/courses.ts';
import { countryColumns, universityCardColumns } from '#api/db/catalogue-columns.ts';

type NameColumn = typeof universities.name | typeof courseTitles.title;

/**
 * How close one typed word must come to a word of the name (pg_trgm word similarity). 0.45 keeps
 * one- or two-letter typos in a word ("tornto", "scince": about 0.7) and drops names that only
 * share a letter pair (about 0.25); the default 0.6 is tuned for whole phrases, not single words.
 */
const WORD_SIMILARITY_THRESHOLD = 0.45;
/**
 * Words shorter than this have too few trigrams to judge a typo by ("mba" would half-match "BA
 * Media"), so they must start a word of the name.
 */
const MIN_FUZZY_WORD_LENGTH = 4;

export interface NameSearch {
  /** The typed words, lowercased, letters and digits only. */
  words: string[];
  offset: number;
  limit: number;
}

/**
 * Every typed word must be found in the name, as the start of one of its words ("univ", "tor") or,
 * when long enough, as a close match to one of its words ("univercity", "tornto"). Requiring each
 * word keeps "university of toronto" from matching every "University of …".
 */
function nameMatches(column: NameColumn, words: string[]): SQL | undefined {
  return and(
    ...words.map((word) =>
      or(
        sql`to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${`${word}:*`})`,
        word.length >= MIN_FUZZY_WORD_LENGTH ? sql`${word} <% ${column}` : undefined,
      ),
    ),
  );
}

/** Best first: how well the whole phrase matches part of the name, then the name as a whole. */
function byCloseness(column: NameColumn, words: string[]): SQL[] {
  const phrase = words.join(' ');
  return [desc(sql`word_similarity(${phrase}, ${column})`), desc(sql`similarity(${column}, ${phrase})`)];
}

/**
 * The threshold is set with SET LOCAL inside the search's own transaction, so it ends with the
 * transaction and never reaches another query on a pooled connection.
 */
function withWordThreshold<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`));
    return run(tx);
  });
}

/** Universities of one country, or teaching at least one course of a level. */
function universityScope(scope: { countryIso3?: string; educationLevel?: EducationLevel }, tx: Tx) {
  return [
    scope.countryIso3 ? eq(universities.countryIso3, scope.countryIso3) : undefined,
    scope.educationLevel
      ? exists(
          tx
            .select({ one: sql`1` })
            .from(courses)
            .where(
              and(
                eq(courses.universityId, universities.id),
                eq(courses.educationLevel, scope.educationLevel),
              ),
            ),
        )
      : undefined,
  ];
}

export async function searchUniversities(
  db: Db,
  search: NameSearch & { countryIso3?: string; educationLevel?: EducationLevel },
) {
  return withWordThreshold(db, (tx) =>
    tx
      .select({ ...universityCardColumns, country: countryColumns })
      .from(universities)
      .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
      .where(and(nameMatches(universities.name, search.words), ...universityScope(search, tx)))
      // Equal closeness: the better ranked first, then the id, so pages never overlap.
      .orderBy(
        ...byCloseness(universities.name, search.words),
        sql`${universities.worldRanking} asc nulls last`,
        asc(universities.id),
      )
      .limit(search.limit)
      .offset(search.offset),
  );
}

export async function searchCourseTitles(db: Db, search: NameSearch) {
  return withWordThreshold(db, (tx) =>
    tx
      .select({ name: courseTitles.title, courseCount: courseTitles.courseCount })
      .from(courseTitles)
      .where(nameMatches(courseTitles.title, search.words))
      // Equal closeness: the name with more courses first, then the (unique) name.
      .orderBy(
        ...byCloseness(courseTitles.title, search.words),
        desc(courseTitles.courseCount),
        asc(courseTitles.title),
      )
      .limit(search.limit)
      .offset(search.offset),
  );
}
