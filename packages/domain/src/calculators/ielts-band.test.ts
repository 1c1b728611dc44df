import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bandFromRaw, overallBand } from './ielts-band.ts';

const band = fc.integer({ min: 0, max: 18 }).map((halves) => halves / 2);

describe('IELTS overall band', () => {
  it('rounds the official worked examples as IELTS does', () => {
    // ielts.org worked examples: means of 6.25, 6.125 and 3.875.
    expect(overallBand({ listening: 6.5, reading: 6.5, writing: 5, speaking: 7 })).toBe(6.5);
    expect(overallBand({ listening: 6.5, reading: 6.5, writing: 5.5, speaking: 6 })).toBe(6);
    expect(overallBand({ listening: 4, reading: 3.5, writing: 4, speaking: 4 })).toBe(4);
  });

  it('sends a mean ending in .75 up to the next whole band', () => {
    expect(overallBand({ listening: 7, reading: 7, writing: 6.5, speaking: 6.5 })).toBe(7); // 6.75
    expect(overallBand({ listening: 8, reading: 7.5, writing: 7, speaking: 7 })).toBe(7.5); // 7.375
  });

  it('is always a half band within 0–9, at most 0.25 from the mean', () => {
    fc.assert(
      fc.property(band, band, band, band, (listening, reading, writing, speaking) => {
        const overall = overallBand({ listening, reading, writing, speaking });
        const mean = (listening + reading + writing + speaking) / 4;
        expect(Number.isInteger(overall * 2)).toBe(true);
        expect(overall).toBeGreaterThanOrEqual(0);
        expect(overall).toBeLessThanOrEqual(9);
        expect(Math.abs(overall - mean)).toBeLessThanOrEqual(0.25);
      }),
    );
  });
});

describe('raw score conversion', () => {
  it('uses the published Listening table for both modules', () => {
    expect(bandFromRaw({ skill: 'listening', raw: 40, module: 'general' })).toBe(9);
    expect(bandFromRaw({ skill: 'listening', raw: 30, module: 'academic' })).toBe(7);
    expect(bandFromRaw({ skill: 'listening', raw: 29, module: 'academic' })).toBe(6.5);
    expect(bandFromRaw({ skill: 'listening', raw: 23, module: 'academic' })).toBe(6);
    expect(bandFromRaw({ skill: 'listening', raw: 16, module: 'academic' })).toBe(5);
  });

  it('converts Academic and General Training Reading with their own tables', () => {
    expect(bandFromRaw({ skill: 'reading', raw: 30, module: 'academic' })).toBe(7);
    expect(bandFromRaw({ skill: 'reading', raw: 30, module: 'general' })).toBe(6);
    expect(bandFromRaw({ skill: 'reading', raw: 34, module: 'general' })).toBe(7);
    expect(bandFromRaw({ skill: 'reading', raw: 15, module: 'academic' })).toBe(5);
    expect(bandFromRaw({ skill: 'reading', raw: 23, module: 'general' })).toBe(5);
  });

  it('gives no band below the published tables', () => {
    expect(bandFromRaw({ skill: 'listening', raw: 3, module: 'academic' })).toBeUndefined();
    expect(bandFromRaw({ skill: 'reading', raw: 5, module: 'general' })).toBeUndefined();
  });

  it('never gives a lower band for more correct answers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('listening' as const, 'reading' as const),
        fc.constantFrom('academic' as const, 'general' as const),
        fc.integer({ min: 6, max: 39 }),
        (skill, module, raw) => {
          const lower = bandFromRaw({ skill, raw, module })!;
          const higher = bandFromRaw({ skill, raw: raw + 1, module })!;
          expect(higher).toBeGreaterThanOrEqual(lower);
        },
      ),
    );
  });
});
