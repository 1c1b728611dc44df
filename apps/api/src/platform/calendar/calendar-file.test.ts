import { describe, expect, it } from 'vitest';
import { calendarFile, calendarFileName, type CalendarEntry } from './calendar-file.ts';

const fair: CalendarEntry = {
  uid: 'event-1@meridian.study',
  title: 'Meridian university fair, Indore',
  description: 'Meet 25 universities; scholarships up to 45 lakh INR, bring your transcripts; ask anything.',
  start: new Date('2026-12-12T04:30:00.000Z'),
  durationMinutes: 390,
  location: 'Sayaji Hotel, H/1 Scheme No. 54, Vijay Nagar, Indore 452010',
  url: 'https://meridian.study/study-abroad/events/indore',
  geo: { lat: 22.7533, lon: 75.8937 },
  organizer: { name: 'Meridian', email: 'no-reply@meridian.study' },
};

/** The file's logical lines: continuation lines (a leading space or tab, RFC 5545 §3.1) joined back. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendar file', () => {
  it('writes one VEVENT in UTC with its end from the duration, CRLF lines of at most 75 octets', () => {
    const ics = calendarFile(fair, 'meridian/events');
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('UID:event-1@meridian.study');
    expect(lines).toContain('DTSTART:20261212T043000Z');
    expect(lines).toContain('DURATION:PT390M');
    expect(lines).toContain('GEO:22.7533;75.8937');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('escapes commas and semicolons in text values', () => {
    const lines = unfold(calendarFile(fair, 'meridian/events'));
    expect(lines).toContain(
      'DESCRIPTION:Meet 25 universities\\; scholarships up to 45 lakh INR\\, bring your transcripts\\; ask anything.',
    );
    expect(lines).toContain('LOCATION:Sayaji Hotel\\, H/1 Scheme No. 54\\, Vijay Nagar\\, Indore 452010');
  });

  it('names the download after its words', () => {
    expect(calendarFileName('University fair: New Delhi')).toBe('university-fair-new-delhi.ics');
  });
});
