import { describe, expect, it } from 'vitest';
import { formatDate, formatInstantDate } from './format-date.ts';

describe('dates', () => {
  it('writes a date as DD/MMM/YYYY', () => {
    expect(formatDate('2026-11-01')).toBe('01/Nov/2026');
  });

  it('writes an instant as the day it is in India', () => {
    expect(formatInstantDate('2026-11-25T20:00:00Z')).toBe('26/Nov/2026');
    expect(formatInstantDate('2026-11-25T18:00:00Z')).toBe('25/Nov/2026');
  });
});
