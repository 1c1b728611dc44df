import { INDIA_HELPLINE } from '@meridian/domain/contact';

/** Bars with dated facts students act on; each links to the page that explains it. */
export const SITE_BARS = [
  {
    kind: 'hello',
    region: 'default',
    message: 'UK January 2027 intake: most universities close applications in November.',
    ctaText: 'Read the UK guide',
    href: '/uk',
    endsAt: new Date('2026-12-31T18:29:59Z'),
  },
  {
    kind: 'custom',
    region: 'default',
    message: 'Not sure which country fits your budget? Talk to a counsellor, free.',
    ctaText: `Call ${INDIA_HELPLINE.display}`,
    href: `tel:${INDIA_HELPLINE.dial}`,
  },
  {
    kind: 'custom',
    region: 'vn',
    message: 'Planning to study abroad from Vietnam? Compare costs and visas for 18 destinations.',
    ctaText: 'Explore Australia',
    href: '/australia',
  },
  {
    kind: 'custom',
    region: 'sa',
    message: 'Planning to study abroad from Saudi Arabia? Compare costs and visas for 18 destinations.',
    ctaText: 'Explore the UK',
    href: '/uk',
  },
  {
    kind: 'ticker',
    region: 'all',
    message: 'UK Graduate Route: 18 months for applications made from 1 January 2027 (2 years before that).',
    href: '/uk',
    paths: ['/uk', '/usa', '/canada', '/australia', '/ireland', '/germany'],
    sortOrder: 1,
  },
  {
    kind: 'ticker',
    region: 'all',
    message: 'Germany: the blocked account for a student visa is €11,904 a year (€992 a month).',
    href: '/germany',
    paths: ['/uk', '/usa', '/canada', '/australia', '/ireland', '/germany'],
    sortOrder: 2,
  },
  {
    kind: 'ticker',
    region: 'all',
    message:
      'Canada: proof of funds for a single student outside Quebec is CAD 22,895 plus first-year tuition.',
    href: '/canada',
    paths: ['/uk', '/usa', '/canada', '/australia', '/ireland', '/germany'],
    sortOrder: 3,
  },
];
