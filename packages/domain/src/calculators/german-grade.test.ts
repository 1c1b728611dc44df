import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { germanGrade } from './german-grade.ts';

describe('modified Bavarian formula', () => {
  it('truncates rather than rounds, as the KMK rule says (10 / 4 / 7.5 → 2.2)', () => {
    // 1 + 3 × (10 − 7.5) / (10 − 4) = 2.25, which truncates to 2.2, not 2.3.
    expect(germanGrade({ grade: 7.5, maxGrade: 10, minPassGrade: 4 })).toBe(2.2);
  });

  it('maps the best grade to 1.0 and the pass mark to 4.0', () => {
    expect(germanGrade({ grade: 10, maxGrade: 10, minPassGrade: 4 })).toBe(1);
    expect(germanGrade({ grade: 4, maxGrade: 10, minPassGrade: 4 })).toBe(4);
    expect(germanGrade({ grade: 75, maxGrade: 100, minPassGrade: 40 })).toBe(2.2);
  });

  it('does not lose a tenth to floating point when the result is exact', () => {
    // 1 + 3 × (100 − 70) / 60 = 2.5 and 1 + 3 × (10 − 7.2) / 6 = 2.4 exactly.
    expect(germanGrade({ grade: 70, maxGrade: 100, minPassGrade: 40 })).toBe(2.5);
    expect(germanGrade({ grade: 7.2, maxGrade: 10, minPassGrade: 4 })).toBe(2.4);
  });

  it('clamps a grade below the pass mark to 4.0', () => {
    expect(germanGrade({ grade: 3, maxGrade: 10, minPassGrade: 4 })).toBe(4);
  });

  it('stays within 1.0–4.0 and never gets worse as the home grade rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100 }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (maxGrade, passShare, a, b) => {
          const minPassGrade = maxGrade * passShare;
          const [low, high] = [a, b].sort((x, y) => x - y).map((s) => s * maxGrade) as [number, number];
          const worse = germanGrade({ grade: low, maxGrade, minPassGrade });
          const better = germanGrade({ grade: high, maxGrade, minPassGrade });
          for (const g of [worse, better]) {
            expect(g).toBeGreaterThanOrEqual(1);
            expect(g).toBeLessThanOrEqual(4);
            expect(Number.isInteger(Math.round(g * 10))).toBe(true);
          }
          expect(better).toBeLessThanOrEqual(worse);
        },
      ),
    );
  });
});
