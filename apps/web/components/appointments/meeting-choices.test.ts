import { describe, expect, it } from 'vitest';
import type { AppointmentSlot } from '@meridian/domain/lead/appointments';
import { meetingChoicesOf, slotsOf } from './meeting-choices.ts';

let nextId = 1;
const slot = (city?: string): AppointmentSlot => ({
  id: nextId++,
  startsAt: '2026-06-01T04:30:00Z',
  durationMinutes: city ? 60 : 30,
  mode: city ? 'centre' : 'video',
  counsellor: { name: 'Kavya Iyer', photo: null },
  centre: city ? { name: `Meridian Experience Centre, ${city}`, address: 'MG Road', city } : null,
  local: { date: '2026-06-01', day: 'Mon, 1 Jun', time: '10:00 am', zone: 'IST' },
});

describe('how a visitor may meet a counsellor', () => {
  it('offers only a video call when no centre has an open time', () => {
    const choices = meetingChoicesOf([slot(), slot()]);
    expect(choices).toEqual({
      either: false,
      video: { value: 'video', label: 'Video call' },
      centres: [],
    });
  });

  it('offers the centres of each city, by name, and their times only', () => {
    const video = slot();
    const pune = slot('Pune');
    const bangalore = [slot('Bangalore'), slot('Bangalore')];
    const slots = [video, pune, ...bangalore];
    const choices = meetingChoicesOf(slots);
    expect(choices.either).toBe(true);
    expect(choices.centres.map((choice) => choice.label)).toEqual([
      'Experience-centre visit in Bangalore',
      'Experience-centre visit in Pune',
    ]);
    expect(slotsOf(slots, choices.centres[0]!.value)).toEqual(bangalore);
    expect(slotsOf(slots, 'video')).toEqual([video]);
    expect(slotsOf(slots, '')).toEqual(slots);
  });

  it('offers no way at all when nothing is open', () => {
    expect(meetingChoicesOf([])).toEqual({ either: false, video: undefined, centres: [] });
  });
});
