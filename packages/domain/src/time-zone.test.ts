import { describe, expect, it } from 'vitest';
import { isTimeZone, localTime } from './time-zone.ts';

describe('time zones', () => {
  it('takes IANA names and refuses offsets, abbreviations and unknown places', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+05:30')).toBe(false);
    expect(isTimeZone('IST')).toBe(false);
    expect(isTimeZone('Asia/Atlantis')).toBe(false);
  });

  it('reads one instant as a day and time in the visitor’s zone', () => {
    const slot = new Date('2026-12-01T04:30:00Z');
    expect(localTime(slot, 'Asia/Kolkata')).toEqual({
      date: '2026-12-01',
      day: 'Tue, 1 Dec',
      time: '10:00 am',
      zone: 'IST',
    });
    expect(localTime(slot, 'America/New_York')).toMatchObject({
      date: '2026-11-30',
      time: '11:30 pm',
      zone: 'EST',
    });
    expect(localTime(slot, 'Europe/London')).toMatchObject({
      date: '2026-12-01',
      time: '4:30 am',
      zone: 'GMT',
    });
  });
});
