import { describe, expect, it } from 'vitest';
import { durationInMonths, formatDuration } from './format-duration.ts';

describe('course duration text (SPEC.md §9)', () => {
  it('rounds a remainder of 15 days or more up to a month', () => {
    expect(durationInMonths(45)).toBe(1);
    expect(durationInMonths(46)).toBe(2);
    expect(formatDuration(300)).toBe('10 months');
  });

  it('shows a year or more as "Up to" years', () => {
    expect(formatDuration(365)).toBe('Up to 1 year');
    expect(formatDuration(540)).toBe('Up to 1.5 years');
    expect(formatDuration(730)).toBe('Up to 2 years');
    expect(formatDuration(1460)).toBe('Up to 4 years');
    expect(formatDuration(2190)).toBe('Up to 6 years');
  });

  it('never shows zero months', () => {
    expect(formatDuration(3)).toBe('1 month');
  });
});
