import { describe, expect, it } from 'vitest';
import { nextIntake } from './applications.ts';

describe('nextIntake', () => {
  it('takes the first intake at least six months away', () => {
    // 15 March 2026: September is six months away, January the one after.
    expect(nextIntake([1, 9], new Date('2026-03-15T06:00:00Z'))).toEqual({
      intakeMonth: 9,
      intakeYear: 2026,
    });
    // 15 April 2026: September is too soon, so January 2027.
    expect(nextIntake([1, 9], new Date('2026-04-15T06:00:00Z'))).toEqual({
      intakeMonth: 1,
      intakeYear: 2027,
    });
  });

  it('rolls into the next year for an intake earlier in the year than the sixth month ahead', () => {
    expect(nextIntake([2], new Date('2026-10-01T06:00:00Z'))).toEqual({ intakeMonth: 2, intakeYear: 2028 });
    expect(nextIntake([4], new Date('2026-10-01T06:00:00Z'))).toEqual({ intakeMonth: 4, intakeYear: 2027 });
  });

  it('counts the month in India: 31 May 20:00 UTC is already June there', () => {
    expect(nextIntake([12], new Date('2026-05-31T20:00:00Z'))).toEqual({ intakeMonth: 12, intakeYear: 2026 });
    expect(nextIntake([11], new Date('2026-05-31T20:00:00Z'))).toEqual({ intakeMonth: 11, intakeYear: 2027 });
  });

  it('aims six months ahead for a course that lists no intake', () => {
    expect(nextIntake([], new Date('2026-08-10T06:00:00Z'))).toEqual({ intakeMonth: 2, intakeYear: 2027 });
  });
});
