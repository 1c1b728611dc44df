import { describe, expect, it } from 'vitest';
import { monthName } from './month-name.ts';

describe('monthName', () => {
  it('names months 1–12 in full or short', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(9)).toBe('September');
    expect(monthName(9, 'short')).toBe('Sep');
    expect(monthName(12, 'short')).toBe('Dec');
  });

  it('refuses what is not a month', () => {
    expect(() => monthName(0)).toThrow(RangeError);
    expect(() => monthName(13)).toThrow(RangeError);
    expect(() => monthName(1.5)).toThrow(RangeError);
  });
});
