/** Our walk-in offices, where a learner can meet their counsellor with their documents. */
export const EXPERIENCE_CENTRES = [
  {
    slug: 'bengaluru-indiranagar',
    name: 'Meridian Experience Centre, Indiranagar',
    address: '2nd Floor, 524 CMH Road, Indiranagar, Bengaluru, Karnataka 560038',
    city: 'Bengaluru',
    latitude: 12.9784,
    longitude: 77.6408,
  },
  {
    slug: 'pune-koregaon-park',
    name: 'Meridian Experience Centre, Koregaon Park',
    address: '3rd Floor, 14 North Main Road, Koregaon Park, Pune, Maharashtra 411001',
    city: 'Pune',
    latitude: 18.5362,
    longitude: 73.894,
  },
  {
    slug: 'new-delhi-connaught-place',
    name: 'Meridian Experience Centre, Connaught Place',
    address: '4th Floor, M-34 Outer Circle, Connaught Place, New Delhi, Delhi 110001',
    city: 'New Delhi',
    latitude: 28.6315,
    longitude: 77.2167,
  },
] as const;

type CentreSlug = (typeof EXPERIENCE_CENTRES)[number]['slug'];

/** One working day's hours of a counsellor: start times in IST, and where. */
interface WorkingDay {
  /** 1 Monday … 6 Saturday; counsellors do not work on Sundays. */
  weekday: number;
  mode: 'video' | 'centre';
  centre?: CentreSlug;
  durationMinutes: number;
  istTimes: readonly string[];
}

const VIDEO_TIMES = ['10:00', '10:45', '11:30', '14:00', '14:45', '15:30', '16:15', '17:00'] as const;
const VISIT_TIMES = ['10:30', '12:00', '14:30', '16:00'] as const;

const video = (weekday: number): WorkingDay => ({
  weekday,
  mode: 'video',
  durationMinutes: 30,
  istTimes: VIDEO_TIMES,
});
const visit = (weekday: number, centre: CentreSlug): WorkingDay => ({
  weekday,
  mode: 'centre',
  centre,
  durationMinutes: 60,
  istTimes: VISIT_TIMES,
});

/** The weeks the two demo counsellors publish: video calls on some days, centre visits on others. */
export const COUNSELLOR_WEEKS = [
  {
    mobile: '+919000000201',
    days: [
      video(1),
      visit(2, 'bengaluru-indiranagar'),
      video(3),
      visit(4, 'bengaluru-indiranagar'),
      video(5),
      visit(6, 'new-delhi-connaught-place'),
    ],
  },
  {
    mobile: '+919000000202',
    days: [
      visit(1, 'pune-koregaon-park'),
      video(2),
      visit(3, 'pune-koregaon-park'),
      video(4),
      visit(5, 'pune-koregaon-park'),
      video(6),
    ],
  },
] as const;

/** How far ahead the demo availability reaches from the day the seed runs. */
export const AVAILABILITY_DAYS = 14;
