import { describe, expect, it } from 'vitest';
import { dueDate, nextIntakeStart } from './departure.ts';

describe('departure dates', () => {
  it('counts a task back from the course start', () => {
    expect(dueDate('2027-09-01', 90)).toBe('2027-06-03');
    expect(dueDate('2027-09-01', 0)).toBe('2027-09-01');
  });

  it('takes an intake month without a year as the next one ahead', () => {
    expect(nextIntakeStart('2026-11-26', 9)).toBe('2027-09-01');
    expect(nextIntakeStart('2026-11-26', 12)).toBe('2026-12-01');
    expect(nextIntakeStart('2026-11-26', 1, 2027)).toBe('2027-01-01');
  });
});
