import { CHECKED, type SeedCity } from '../types.ts';

const STUDENT_VISA = {
  currency: 'AUD',
  amountMinor: 2_000_00,
  note: 'Student visa (subclass 500) base application charge from 1 July 2025',
  source: 'Department of Home Affairs — Student visa (subclass 500)',
  sourceUrl: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
  ...CHECKED,
};

const OSHC = {
  currency: 'AUD',
  amountMinor: 700_00,
  note: 'Overseas Student Health Cover, single, for one year',
  source: 'Department of Health — Overseas Student Health Cover',
  sourceUrl: 'https://www.health.gov.au/topics/health-insurance/overseas-student-health-cover-oshc',
  ...CHECKED,
};

export const AUSTRALIA_CITIES: readonly SeedCity[] = [
  {
    countrySlug: 'australia',
    slug: 'sydney',
    name: 'Sydney',
    costs: {
      tuition: {
        currency: 'AUD',
        amountMinor: 50_000_00,
        note: 'Typical year of a coursework master’s at a Sydney Group of Eight university',
        source: 'UNSW Sydney — Fees',
        sourceUrl: 'https://www.unsw.edu.au/study/international/fees',
        ...CHECKED,
      },
      'accommodation-on-campus': {
        currency: 'AUD',
        amountMinor: 1_900_00,
        note: 'University residence, single room, about AUD 440 a week',
        source: 'UNSW — Accommodation',
        sourceUrl: 'https://www.unsw.edu.au/accommodation',
        ...CHECKED,
      },
      'accommodation-off-campus': {
        currency: 'AUD',
        amountMinor: 1_600_00,
        note: 'Room in a shared apartment in Kensington or Randwick',
        source: 'Study Australia — Cost of living',
        sourceUrl:
          'https://www.studyaustralia.gov.au/en/plan-your-move/your-guide-to-living-costs-in-australia',
        ...CHECKED,
      },
      food: {
        currency: 'AUD',
        amountMinor: 600_00,
        source: 'Study Australia — Cost of living',
        sourceUrl:
          'https://www.studyaustralia.gov.au/en/plan-your-move/your-guide-to-living-costs-in-australia',
        ...CHECKED,
      },
      transport: {
        currency: 'AUD',
        amountMinor: 200_00,
        note: 'Opal adult fares: international students are not eligible for NSW concessions',
        source: 'Transport for NSW — Opal fares',
        sourceUrl: 'https://transportnsw.info/tickets-fares/fares',
        ...CHECKED,
      },
      insurance: OSHC,
      visa: STUDENT_VISA,
      flights: {
        currency: 'INR',
        amountMinor: 60_000_00,
        note: 'Delhi to Sydney, one way, economy',
        source: 'Air India — fares to Australia',
        sourceUrl: 'https://www.airindia.com/',
        ...CHECKED,
      },
      miscellaneous: {
        currency: 'AUD',
        amountMinor: 250_00,
        source: 'Study Australia — Cost of living',
        sourceUrl:
          'https://www.studyaustralia.gov.au/en/plan-your-move/your-guide-to-living-costs-in-australia',
        ...CHECKED,
      },
    },
  },
  {
    countrySlug: 'australia',
    slug: 'melbourne',
    name: 'Melbourne',
    costs: {
      tuition: {
        currency: 'AUD',
        amountMinor: 48_000_00,
        note: 'Typical year of a coursework master’s at the University of Melbourne',
        source: 'University of Melbourne — Fees',
        sourceUrl: 'https://study.unimelb.edu.au/how-to-apply/fees',
        ...CHECKED,
      },
      'accommodation-on-campus': {
        currency: 'AUD',
        amountMinor: 1_700_00,
        note: 'University-managed student apartment, single room',
        source: 'University of Melbourne — Student accommodation',
        sourceUrl: 'https://study.unimelb.edu.au/student-life/accommodation',
        ...CHECKED,
      },
      'accommodation-off-campus': {
        currency: 'AUD',
        amountMinor: 1_400_00,
        note: 'Room in a shared house in Carlton or Brunswick',
        source: 'Study Australia — Cost of living',
        sourceUrl:
          'https://www.studyaustralia.gov.au/en/plan-your-move/your-guide-to-living-costs-in-australia',
        ...CHECKED,
      },
      food: {
        currency: 'AUD',
        amountMinor: 550_00,
        source: 'Study Australia — Cost of living',
        sourceUrl:
          'https://www.studyaustralia.gov.au/en/plan-your-move/your-guide-to-living-costs-in-australia',
        ...CHECKED,
      },
      transport: {
        currency: 'AUD',
        amountMinor: 90_00,
        note: 'Monthly share of the discounted iUSEpass for international students (Zones 1+2)',
        source: 'Public Transport Victoria — iUSEpass',
        sourceUrl:
          'https://www.ptv.vic.gov.au/tickets/myki/concessions-and-free-travel/international-students/',
        ...CHECKED,
      },
      insurance: OSHC,
      visa: STUDENT_VISA,
      flights: {
        currency: 'INR',
        amountMinor: 58_000_00,
        note: 'Delhi to Melbourne, one way, economy',
        source: 'Air India — fares to Australia',
        sourceUrl: 'https://www.airindia.com/',
        ...CHECKED,
      },
      miscellaneous: {
        currency: 'AUD',
        amountMinor: 220_00,
        source: 'Study Australia — Cost of living',
        sourceUrl:
          'https://www.studyaustralia.gov.au/en/plan-your-move/your-guide-to-living-costs-in-australia',
        ...CHECKED,
      },
    },
  },
];
