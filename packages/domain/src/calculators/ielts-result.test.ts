import { describe, expect, it } from 'vitest';
import { IeltsBandRequest } from './schemas.ts';
import { ieltsBandResult } from './ielts-result.ts';

describe('IELTS request', () => {
  it('converts raw Listening and General Training Reading scores, marking them converted', () => {
    const request = IeltsBandRequest.parse({
      listeningRaw: 30,
      readingRaw: 30,
      module: 'general',
      writing: 6,
      speaking: 6.5,
    });
    // Listening 30 → 7.0, GT Reading 30 → 6.0; mean 6.375 → 6.5.
    expect(ieltsBandResult(request)).toEqual({
      overall: 6.5,
      listening: 7,
      reading: 6,
      writing: 6,
      speaking: 6.5,
      convertedFromRaw: ['listening', 'reading'],
    });
  });

  it('names the field that is wrong', () => {
    const paths = (input: unknown) =>
      IeltsBandRequest.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ listening: 6.3, reading: 6, writing: 6, speaking: 6 })).toEqual(['listening']);
    expect(paths({ listening: 6, reading: 6, writing: 9.5, speaking: 6 })).toEqual(['writing']);
    expect(paths({ listening: 6, listeningRaw: 30, reading: 6, writing: 6, speaking: 6 })).toEqual([
      'listening',
    ]);
    expect(paths({ listening: 6, readingRaw: 30, writing: 6, speaking: 6 })).toEqual(['module']);
    expect(paths({ listeningRaw: 3, reading: 6, writing: 6, speaking: 6 })).toEqual(['listeningRaw']);
    expect(paths({ listening: 6, reading: 6, writing: 6 })).toEqual(['speaking']);
  });
});
