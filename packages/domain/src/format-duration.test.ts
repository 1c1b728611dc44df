import { describe, expect, it } from 'vitest';
import { formatMonths } from './format-duration.ts';

describe('formatMonths', () => {
  it('shows whole years as years, the rest as months', () => {
    expect(formatMonths(120)).toBe('10 years');
    expect(formatMonths(12)).toBe('1 year');
    expect(formatMonths(18)).toBe('1 year 6 months');
    expect(formatMonths(25)).toBe('2 years 1 month');
    expect(formatMonths(6)).toBe('6 months');
    expect(formatMonths(1)).toBe('1 month');
  });
});
