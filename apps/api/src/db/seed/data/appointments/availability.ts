/** Made-up walk-in offices of the demo counsellors' hours (sample data, never in production). */
export const EXPERIENCE_CENTRES = [
  {
    slug: 'bengaluru-indiranagar',
    name: 'Meridian Experience Centre, Indiranagar',
    address: '2nd Floor, 524 CMH Road, Indiranagar',
    citySlug: 'bangalore',
    postalCode: '560038',
    latitude: 12.9784,
    longitude: 77.6408,
  },
  {
    slug: 'pune-koregaon-park',
    name: 'Meridian Experience Centre, Koregaon Park',
    address: '3rd Floor, 14 North Main Road, Koregaon Park',
    citySlug: 'pune',
    postalCode: '411001',
    latitude: 18.5362,
    longitude: 73.894,
  },
  {
    slug: 'new-delhi-connaught-place',
    name: 'Meridian Experience Centre, Connaught Place',
    address: '4th Floor, M-34 Outer Circle, Connaught Place',
    citySlug: 'delhi',
    postalCode: '110001',
    latitude: 28.6315,
    longitude: 77.2167,
  },
] as const;

type CentreSlug = (typeof EXPERIENCE_CENTRES)[number]['slug'];

/** A morning and an afternoon window of one weekday (1 Monday … 6 Saturday; nobody works Sundays). */
const day = (weekday: number, centre?: CentreSlug) =>
  [
    { start: '10:00', end: '13:00' },
    { start: '14:00', end: '17:30' },
  ].map((window) => ({ weekday, ...window, ...(centre ? { centre } : {}) }));

/** The demo counsellors' working hours in India: video calls on some days, centre visits on others. */
export const COUNSELLOR_HOURS = [
  {
    mobile: '+919000000201',
    weekly: [
      ...day(1),
      ...day(2, 'bengaluru-indiranagar'),
      ...day(3),
      ...day(4, 'bengaluru-indiranagar'),
      ...day(5),
      ...day(6, 'new-delhi-connaught-place'),
    ],
  },
  {
    mobile: '+919000000202',
    weekly: [
      ...day(1, 'pune-koregaon-park'),
      ...day(2),
      ...day(3, 'pune-koregaon-park'),
      ...day(4),
      ...day(5, 'pune-koregaon-park'),
      ...day(6),
    ],
  },
];
