import { describe, expect, it } from 'vitest';
import { isEventUpcoming, upcomingSince } from './upcoming.ts';

describe('event upcoming rule', () => {
  const opens = new Date('2026-12-12T04:30:00Z'); // 10:00 IST

  it('keeps an event upcoming until 6h30 after its date, then not', () => {
    expect(isEventUpcoming(opens, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isEventUpcoming(opens, new Date('2026-12-12T11:00:00Z'))).toBe(true);
    expect(isEventUpcoming(opens, new Date('2026-12-12T11:00:00.001Z'))).toBe(false);
  });

  it('gives the earliest date still upcoming', () => {
    expect(upcomingSince(new Date('2026-12-12T11:00:00Z')).toISOString()).toBe(opens.toISOString());
  });
});
