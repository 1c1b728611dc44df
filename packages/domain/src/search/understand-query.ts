import type { EducationLevel } from '../catalogue/levels.ts';
import type { DestinationSlug } from '../destinations.ts';
import { MAX_SEARCH_QUERY_LENGTH } from './query-limits.ts';
import { STOP_WORDS, VOCABULARY, type VocabularyEntry } from './vocabulary.ts';

/** Longest vocabulary phrase, in words. */
const MAX_PHRASE_WORDS = Math.max(...VOCABULARY.map((e) => e.phrase.split(' ').length));
const BY_PHRASE = new Map(VOCABULARY.map((entry) => [entry.phrase, entry]));
const VOCABULARY_WORDS = new Set(VOCABULARY.flatMap((e) => e.phrase.split(' ')));

/** "Univ. of Tor" → ["univ", "of", "tor"]: accents dropped, only letters and digits kept. */
export function searchWords(text: string): string[] {
  return text
    .slice(0, MAX_SEARCH_QUERY_LENGTH)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether spelling correction should leave a word alone: the vocabulary knows it, or it is too short to judge. */
export function isKnownWord(word: string): boolean {
  return VOCABULARY_WORDS.has(word) || STOP_WORDS.has(word) || word.length < 4 || /^\d+$/.test(word);
}

/** The word with each pair of neighbouring letters swapped: "tofel" → "otfel", "tfoel", "toefl", "tofle". */
export function transpositionsOf(word: string): string[] {
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] !== word[i + 1]) swaps.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return swaps.size > 0 ? [...swaps] : [word];
}

/**
 * One thing the student asked for: any of its alternatives (each a list of words, all needed)
 * matches it. `typed` are the words as typed, for highlighting and the title closeness.
 */
export interface Concept {
  alternatives: string[][];
  typed: string[];
  /** Named a level, subject or country the listings filter by. */
  intent: boolean;
}

export interface QueryUnderstanding {
  words: string[];
  concepts: Concept[];
  level?: EducationLevel;
  subject?: string;
  country?: DestinationSlug;
  /** Every concept named a level, subject or country: the query asks for a listing. */
  intentOnly: boolean;
  /** The typed words and what they stand for, for highlighting. */
  highlight: string[];
}

const contentWords = (phrase: string) => searchWords(phrase).filter((w) => !STOP_WORDS.has(w));

/** The longest vocabulary phrase starting at `start`, if any. */
function phraseAt(
  words: readonly string[],
  start: number,
): { entry: VocabularyEntry; length: number } | undefined {
  for (let length = Math.min(MAX_PHRASE_WORDS, words.length - start); length > 0; length -= 1) {
    const entry = BY_PHRASE.get(words.slice(start, start + length).join(' '));
    if (entry) return { entry, length };
  }
  return undefined;
}

function conceptOf(entry: VocabularyEntry, typed: string[]): Concept {
  const alternatives = [contentWords(typed.join(' ')), ...(entry.means ?? []).map(contentWords)].filter(
    (words) => words.length > 0,
  );
  const unique = [...new Map(alternatives.map((words) => [words.join(' '), words])).values()];
  const intent = entry.level !== undefined || entry.subject !== undefined || entry.country !== undefined;
  return { alternatives: unique, typed, intent };
}

/**
 * Reads a query's words (spelling already corrected): phrases the vocabulary knows become a concept
 * with their alternatives and name the level, subject and country; any other word is a concept of
 * its own; stop words are dropped. The first level, subject and country named win.
 */
export function understandQuery(words: readonly string[]): QueryUnderstanding {
  const concepts: Concept[] = [];
  const found: Pick<QueryUnderstanding, 'level' | 'subject' | 'country'> = {};
  for (let i = 0; i < words.length;) {
    const match = phraseAt(words, i);
    if (match) {
      const { entry, length } = match;
      const concept = conceptOf(entry, words.slice(i, i + length));
      if (concept.alternatives.length > 0) concepts.push(concept);
      if (entry.level && !found.level) found.level = entry.level;
      if (entry.subject && !found.subject) found.subject = entry.subject;
      if (entry.country && !found.country) found.country = entry.country;
      i += length;
      continue;
    }
    const word = words[i]!;
    if (!STOP_WORDS.has(word)) concepts.push({ alternatives: [[word]], typed: [word], intent: false });
    i += 1;
  }
  const highlight = [
    ...new Set(concepts.flatMap((c) => [...c.typed, ...c.alternatives.flat()]).filter((w) => w.length > 1)),
  ];
  return {
    words: [...words],
    concepts,
    ...found,
    intentOnly: concepts.length > 0 && concepts.every((c) => c.intent),
    highlight,
  };
}

/** A word safe inside a tsquery: letters and digits only (searchWords gives no other). */
const TSQUERY_WORD = /^[a-z0-9]+$/;

/**
 * A concept as a PostgreSQL tsquery text: `(cs | computer & science)`. `prefix` makes each last
 * word a prefix (the word being typed); `weights` keeps the match to those labels (`AB`: titles
 * and headings).
 */
export function conceptTsQuery(
  concept: Concept,
  options: { prefix?: boolean; weights?: string } = {},
): string {
  const label = (word: string, last: boolean) =>
    `${word}${last && options.prefix ? ':*' : ''}${options.weights ? `${last && options.prefix ? '' : ':'}${options.weights}` : ''}`;
  const alternatives = concept.alternatives
    .map((words) => words.filter((w) => TSQUERY_WORD.test(w)))
    .filter((words) => words.length > 0)
    .map((words) => words.map((w, i) => label(w, i === words.length - 1)).join(' & '));
  return `(${alternatives.join(' | ')})`;
}
