import { z } from 'zod';
import { EducationLevel } from '../catalogue/level-schema.ts';
import { MAX_SEARCH_QUERY_LENGTH, MAX_SEARCH_RESULTS } from './query-limits.ts';

/** What a search result is, in the order the suggestions group them when scores tie. */
export const SEARCH_KINDS = [
  'university',
  'listing',
  'course',
  'country',
  'calculator',
  'page',
  'exam',
  'article',
  'knowledge-base',
  'scholarship',
  'program',
  'webinar',
  'event',
  'ebook',
] as const;
export const SearchKind = z.enum(SEARCH_KINDS).meta({ id: 'SearchKind' });
export type SearchKind = z.infer<typeof SearchKind>;

/** `GET /search?q=&limit=&kind=`. */
export const SearchQuery = z.object({
  q: z.string().max(MAX_SEARCH_QUERY_LENGTH),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_RESULTS).default(10),
  /** Only results of this kind (the results page's filter). */
  kind: SearchKind.optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchResult = z
  .object({
    kind: SearchKind,
    title: z.string(),
    subtitle: z.string().optional(),
    /** The site path without the base path, e.g. `/university/usa/stanford-university`. */
    path: z.string().startsWith('/'),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;

/** How the query was read: typos corrected and the level, subject and country found in it. */
export const SearchInterpretation = z
  .object({
    /** The query as searched, after spelling corrections, when any word was corrected. */
    correctedQuery: z.string().optional(),
    level: EducationLevel.optional(),
    subject: z.string().optional(),
    country: z.string().optional(),
    /** Words to highlight in the results: the typed ones and what they stand for. */
    highlight: z.array(z.string()),
  })
  .meta({ id: 'SearchInterpretation' });
export type SearchInterpretation = z.infer<typeof SearchInterpretation>;

export const SearchResponse = z
  .object({
    query: z.string(),
    results: z.array(SearchResult),
    /** Results of each kind before the kind filter and the limit, for the results page's filters. */
    kindCounts: z.partialRecord(SearchKind, z.number().int().nonnegative()),
    interpretation: SearchInterpretation.optional(),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof SearchResponse>;
