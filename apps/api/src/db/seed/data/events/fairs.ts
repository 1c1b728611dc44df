/**
 * Meridian's in-person university fairs (SPEC.md §3 Event) at real hotels in three cities, dated
 * `inDays` after the seed runs at 10:00 India time so the site always has fairs ahead. Each runs
 * 10:00 to 16:30, which is when the upcoming rule (date + 5h30 + 1h) stops listing it.
 */
export interface FairSeed {
  slug: string;
  city: string;
  title: string;
  overview: string;
  bannerHeadline: string;
  bannerSubline: string;
  venueName: string;
  venueAddress: string;
  latitude: number;
  longitude: number;
  inDays: number;
  universitySlugs: readonly string[];
}

export const FAIR_OPENS_IST = '10:00';
export const FAIR_DURATION_MINUTES = 390;

export const FAIR_SCHEDULE: readonly { time: string; activity: string }[] = [
  { time: '10:00 am', activity: 'Doors open: collect your visitor badge at the registration desk' },
  { time: '10:30 am', activity: 'Destination talks: UK, USA, Canada, Australia, Ireland and Germany' },
  { time: '11:00 am', activity: 'One-to-one meetings with university representatives begin' },
  { time: '12:30 pm', activity: 'Funding your degree: scholarships and education loans explained' },
  { time: '2:30 pm', activity: 'IELTS, PTE and TOEFL: which test each university accepts' },
  { time: '4:30 pm', activity: 'The fair closes' },
];

export const FAIR_HIGHLIGHTS: readonly string[] = [
  'Meet over 25 universities, each ranked in the world’s top 500',
  'Scholarships of up to 45 lakh INR to ask about on the day',
  'Free profile evaluation and shortlisting with a Meridian counsellor',
  'Bring your mark sheets and test scores for on-the-spot eligibility checks',
  'Entry is free; registering ahead gets you a QR pass and skips the queue',
];

export const FAIRS: readonly FairSeed[] = [
  {
    slug: 'indore',
    city: 'Indore',
    title: 'Meridian Study Abroad Fair, Indore',
    overview:
      'A one-day fair for students from Madhya Pradesh planning a bachelor’s or master’s abroad. Speak to admissions staff from the UK, Canada, Australia, Ireland and the USA, compare courses and costs side by side, and leave with a shortlist your counsellor can act on.',
    bannerHeadline: 'Meet 25+ universities in Indore',
    bannerSubline:
      'Admissions staff, scholarships up to 45 lakh INR and free profile evaluation, under one roof',
    venueName: 'Sayaji Hotel',
    venueAddress: 'H/1, Scheme No. 54, Vijay Nagar, Indore, Madhya Pradesh 452010',
    latitude: 22.7514,
    longitude: 75.8952,
    inDays: 10,
    universitySlugs: [
      'coventry-university',
      'university-of-manchester',
      'arizona-state-university',
      'monash-university',
      'university-of-alberta',
      'dublin-city-university',
    ],
  },
  {
    slug: 'new-delhi',
    city: 'New Delhi',
    title: 'Meridian Study Abroad Fair, New Delhi',
    overview:
      'Our largest fair, in the heart of Connaught Place. Meet admissions teams from world top-500 universities, hear how Indian degrees are assessed for masters entry, and get your questions on visas, funding and work rights answered in person.',
    bannerHeadline: 'Meet 25+ universities in New Delhi',
    bannerSubline: 'One-to-one meetings, destination talks and scholarships up to 45 lakh INR',
    venueName: 'The Lalit New Delhi',
    venueAddress: 'Barakhamba Avenue, Connaught Place, New Delhi, Delhi 110001',
    latitude: 28.6297,
    longitude: 77.2262,
    inDays: 17,
    universitySlugs: [
      'kings-college-london',
      'university-of-edinburgh',
      'northeastern-university',
      'university-of-toronto',
      'unsw-sydney',
      'university-college-dublin',
      'rwth-aachen-university',
    ],
  },
  {
    slug: 'hyderabad',
    city: 'Hyderabad',
    title: 'Meridian Study Abroad Fair, Hyderabad',
    overview:
      'A fair for Telangana and Andhra Pradesh students, with a strong line-up for engineering, computer science and data science masters. Compare STEM programmes in the USA, Canada, Australia and Germany and talk through post-study work options.',
    bannerHeadline: 'Meet 25+ universities in Hyderabad',
    bannerSubline: 'STEM masters, post-study work options and scholarships up to 45 lakh INR',
    venueName: 'Taj Krishna',
    venueAddress: 'Road No. 1, Banjara Hills, Hyderabad, Telangana 500034',
    latitude: 17.4139,
    longitude: 78.4497,
    inDays: 24,
    universitySlugs: [
      'purdue-university',
      'university-of-houston',
      'university-of-waterloo',
      'university-of-queensland',
      'technical-university-of-munich',
      'university-of-limerick',
    ],
  },
];
