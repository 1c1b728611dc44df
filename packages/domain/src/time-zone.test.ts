import { describe, expect, it } from 'vitest';
import { callingHoursText, isTimeZone, localTime } from './time-zone.ts';

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

describe('calling hours', () => {
  const day = new Date('2026-12-01T06:00:00Z');

  it('are stated in India time on the India site', () => {
    expect(callingHoursText('Asia/Kolkata', day)).toBe('9:30 am to 8:00 pm IST');
  });

  it('are stated in the Vietnam and Saudi sites’ own time, named', () => {
    expect(callingHoursText('Asia/Ho_Chi_Minh', day)).toBe('11:00 am to 9:30 pm Vietnam Time');
    expect(callingHoursText('Asia/Riyadh', day)).toBe('7:00 am to 5:30 pm Saudi Arabia Time');
  });
});
