import { describe, expect, it } from 'vitest';
import { sgpaToPercentage } from './sgpa-percentage.ts';

describe('SGPA to percentage', () => {
  it('uses VTU’s (S − 0.75) × 10', () => {
    expect(sgpaToPercentage({ sgpa: 8.5, formula: 'vtu' })).toBe(77.5);
    expect(sgpaToPercentage({ sgpa: 7.25, formula: 'vtu' })).toBe(65);
    expect(sgpaToPercentage({ sgpa: 0.5, formula: 'vtu' })).toBe(0);
  });

  it('uses CBSE’s 9.5 × S', () => {
    expect(sgpaToPercentage({ sgpa: 8.2, formula: 'cbse' })).toBe(77.9);
    expect(sgpaToPercentage({ sgpa: 10, formula: 'cbse' })).toBe(95);
  });

  it('uses Mumbai’s 7.1 × S + 11, rounded up to a whole number', () => {
    expect(sgpaToPercentage({ sgpa: 8, formula: 'mumbai' })).toBe(68); // 67.8 → 68
    expect(sgpaToPercentage({ sgpa: 7.5, formula: 'mumbai' })).toBe(65); // 64.25 → 65
    expect(sgpaToPercentage({ sgpa: 10, formula: 'mumbai' })).toBe(82); // exactly 82 stays 82
  });

  it('multiplies by ten for the linear formula', () => {
    expect(sgpaToPercentage({ sgpa: 7.84, formula: 'linear' })).toBe(78.4);
  });
});
