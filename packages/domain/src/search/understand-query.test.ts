import { describe, expect, it } from 'vitest';
import {
  conceptTsQuery,
  isKnownWord,
  searchWords,
  transpositionsOf,
  understandQuery,
} from './understand-query.ts';
import { highlightParts } from './highlight.ts';

const understand = (text: string) => understandQuery(searchWords(text));

describe('understandQuery', () => {
  it.each([
    ['ms in cs usa', { level: 'MASTERS', subject: 'computer-science', country: 'usa' }],
    ['data science masters uk', { level: 'MASTERS', subject: 'data-science', country: 'uk' }],
    ['uk masters data science', { level: 'MASTERS', subject: 'data-science', country: 'uk' }],
    ['mba usa', { level: 'MASTERS', subject: 'business-administration', country: 'usa' }],
    ['msc ai', { level: 'MASTERS', subject: 'artificial-intelligence' }],
    ['btech ece in germany', { level: 'BACHELORS', subject: 'electrical-engineering', country: 'germany' }],
    ['MS CSE United States', { level: 'MASTERS', subject: 'computer-science', country: 'usa' }],
    [
      'm.tech mechanical australia',
      { level: 'MASTERS', subject: 'mechanical-engineering', country: 'australia' },
    ],
  ])('reads a level, a subject and a country in any order: %s', (query, intent) => {
    const understood = understand(query);
    expect({ level: understood.level, subject: understood.subject, country: understood.country }).toEqual({
      country: undefined,
      ...intent,
    });
    expect(understood.intentOnly).toBe(true);
  });

  it('keeps a question-shaped query for the text search, with its stop words dropped', () => {
    const understood = understand('cost of living in Canada');
    expect(understood.intentOnly).toBe(false);
    expect(understood.country).toBe('canada');
    expect(understood.concepts.map((c) => c.typed)).toEqual([['cost'], ['living'], ['canada']]);
  });

  it('expands the short names of universities, visas and exams', () => {
    expect(understand('tum').concepts[0]!.alternatives).toContainEqual(['technical', 'university', 'munich']);
    expect(understand('u of t').concepts[0]!.alternatives).toContainEqual(['university', 'toronto']);
    expect(understand('pgwp').concepts[0]!.alternatives).toContainEqual([
      'post',
      'graduation',
      'work',
      'permit',
    ]);
    expect(understand('Stamp 1G').concepts[0]!.alternatives).toContainEqual(['stay', 'back']);
    expect(understand('F-1 visa').concepts[0]!.alternatives).toContainEqual(['usa', 'student', 'visa']);
    expect(understand('graduate route').concepts).toHaveLength(1);
  });

  it('highlights the typed words and what they stand for', () => {
    expect(understand('ms in cs').highlight).toEqual(
      expect.arrayContaining(['ms', 'cs', 'computer', 'science']),
    );
  });

  it('finds nothing to look for in stop words or punctuation alone', () => {
    expect(understand('--').concepts).toEqual([]);
    expect(understand('what is the').concepts).toEqual([]);
  });
});

describe('searchWords and isKnownWord', () => {
  it('drops accents and punctuation and cuts an over-long query', () => {
    expect(searchWords('Université  PSL, Paris!')).toEqual(['universite', 'psl', 'paris']);
    expect(searchWords('a'.repeat(500)).join('').length).toBe(200);
  });

  it('leaves vocabulary, short words and numbers alone for spelling correction', () => {
    expect(isKnownWord('pgwp')).toBe(true);
    expect(isKnownWord('ucl')).toBe(true);
    expect(isKnownWord('2027')).toBe(true);
    expect(isKnownWord('stanfrod')).toBe(false);
  });
});

describe('transpositionsOf', () => {
  it('swaps each pair of neighbouring letters once, for typos trigrams are too coarse to see', () => {
    expect(transpositionsOf('tofel')).toEqual(['otfel', 'tfoel', 'toefl', 'tofle']);
    expect(transpositionsOf('aa')).toEqual(['aa']);
  });
});

describe('conceptTsQuery', () => {
  it('joins alternatives with or, their words with and, and marks the word being typed a prefix', () => {
    const concept = understand('cs').concepts[0]!;
    expect(conceptTsQuery(concept)).toBe('(cs | computer & science)');
    const typed = understand('stanf').concepts[0]!;
    expect(conceptTsQuery(typed, { prefix: true })).toBe('(stanf:*)');
  });
});

describe('highlightParts', () => {
  it('marks the words that start with a searched word, accents aside', () => {
    expect(highlightParts('Stanford University', ['stan'])).toEqual([
      { text: 'Stan', match: true },
      { text: 'ford University', match: false },
    ]);
    expect(highlightParts('Université PSL', ['universite'])).toEqual([
      { text: 'Université', match: true },
      { text: ' PSL', match: false },
    ]);
    expect(highlightParts('Masters in Data Science', ['data', 'science', 'in'])).toEqual([
      { text: 'Masters ', match: false },
      { text: 'in', match: true },
      { text: ' ', match: false },
      { text: 'Data', match: true },
      { text: ' ', match: false },
      { text: 'Science', match: true },
    ]);
  });

  it('leaves a title without a match whole', () => {
    expect(highlightParts('Contact us', ['visa'])).toEqual([{ text: 'Contact us', match: false }]);
  });
});
