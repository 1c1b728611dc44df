import { describe, expect, it } from 'vitest';
import type { AdminEvent } from '@meridian/domain/cms/events-admin';
import type { AdminWebinar } from '@meridian/domain/cms/webinars-admin';
import { eventKind, webinarKind } from './furniture-kinds.ts';

const INDORE_FAIR: AdminEvent = {
  slug: 'indore',
  city: 'Indore',
  title: 'Meridian Study Abroad Fair, Indore',
  overview:
    'A one-day fair for students from Madhya Pradesh planning a bachelor’s or master’s abroad, with admissions staff from the UK, Canada and Australia.',
  bannerHeadline: 'Meet 25+ universities in Indore',
  bannerSubline: 'Admissions staff, scholarships and free profile evaluation, under one roof',
  venueName: 'Sayaji Hotel',
  venueAddress: 'H/1, Scheme No. 54, Vijay Nagar, Indore, Madhya Pradesh 452010',
  latitude: 22.7514,
  longitude: 75.8952,
  startsAt: '2027-01-16T04:30:00.000Z',
  durationMinutes: 390,
  schedule: [
    { time: '10:00 am', activity: 'Doors open: collect your visitor badge at the registration desk' },
    { time: '4:30 pm', activity: 'The fair closes' },
  ],
  keyHighlights: ['Free profile evaluation and shortlisting with a Meridian counsellor'],
  universitySlugs: ['coventry-university', 'monash-university'],
  status: 'published',
};

const CANADA_WEBINAR: AdminWebinar = {
  slug: 'study-in-canada-after-the-study-permit-cap',
  title: 'Study in Canada: study permits after the cap',
  summary:
    'The provincial attestation letter, the proof-of-funds amount, and which programmes still lead to a post-graduation work permit.',
  countrySlug: 'canada',
  universitySlug: null,
  hostName: 'Ananya Iyer',
  hostRole: 'Senior counsellor, Canada desk, Meridian',
  startsAt: '2027-01-12T12:30:00.000Z',
  durationMinutes: 45,
  seats: 1000,
  joinUrl: null,
  zoomMeetingNumber: '83412345678',
  recordingUrl: null,
  status: 'draft',
};

describe('a record form', () => {
  it('shows a stored fair as text, IST times and one item a line, and reads it back unchanged', () => {
    const form = eventKind.form.formOf(INDORE_FAIR);
    expect(form.startsAt).toBe('2027-01-16T10:00');
    expect(form.schedule).toBe(
      '10:00 am | Doors open: collect your visitor badge at the registration desk\n4:30 pm | The fair closes',
    );
    expect(eventKind.form.schema.parse(form)).toEqual(INDORE_FAIR);
  });

  it('reads a blank optional field as none', () => {
    const form = webinarKind.form.formOf(CANADA_WEBINAR);
    expect(form.universitySlug).toBe('');
    expect(webinarKind.form.schema.parse({ ...form, recordingUrl: '  ' })).toEqual(CANADA_WEBINAR);
  });

  it('starts a new record with its kind’s defaults, and the API’s rules name the fields at fault', () => {
    expect(eventKind.form.empty).toMatchObject({ durationMinutes: '420', status: 'draft', title: '' });
    const refused = eventKind.form.schema.safeParse({
      ...eventKind.form.formOf(INDORE_FAIR),
      startsAt: '',
      schedule: '10:00 am | Go',
    });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'startsAt',
      'schedule.0.activity',
    ]);
  });
});
