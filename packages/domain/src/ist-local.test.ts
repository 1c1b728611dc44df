import { describe, expect, it } from 'vitest';
import { instantOfIstLocal, istLocalInput } from './ist-local.ts';

describe('IST wall-clock times', () => {
  it('reads 10:00 in India as 04:30 UTC, across the UTC day boundary too', () => {
    expect(instantOfIstLocal('2026-12-05T10:00')).toBe('2026-12-05T04:30:00.000Z');
    expect(instantOfIstLocal('2026-12-06T02:15')).toBe('2026-12-05T20:45:00.000Z');
  });

  it('shows a UTC instant as the India time an editor typed', () => {
    expect(istLocalInput('2026-12-05T20:45:00.000Z')).toBe('2026-12-06T02:15');
    expect(istLocalInput(instantOfIstLocal('2027-03-14T18:30')!)).toBe('2027-03-14T18:30');
  });

  it('refuses what is not a time', () => {
    expect(instantOfIstLocal('')).toBeUndefined();
    expect(instantOfIstLocal('2026-13-40T10:00')).toBeUndefined();
  });
});
