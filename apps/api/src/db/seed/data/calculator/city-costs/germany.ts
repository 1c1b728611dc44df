import { CHECKED, type SeedCity } from '../types.ts';

const NATIONAL_VISA = {
  currency: 'EUR',
  amountMinor: 75_00,
  note: 'National (D) visa for study',
  source: 'German Missions in India — Student visa',
  sourceUrl: 'https://india.diplo.de/in-en/service/05-VisaEinreise',
  ...CHECKED,
};

const PUBLIC_HEALTH_INSURANCE = {
  currency: 'EUR',
  amountMinor: 1_680_00,
  note: 'Statutory student health insurance with long-term care, about €140 a month',
  source: 'DAAD — Health insurance',
  sourceUrl: 'https://www.daad.de/en/study-and-research-in-germany/plan-your-studies/health-insurance/',
  ...CHECKED,
};

export const GERMANY_CITIES: readonly SeedCity[] = [
  {
    countrySlug: 'germany',
    slug: 'munich',
    name: 'Munich',
    costs: {
      tuition: {
        currency: 'EUR',
        amountMinor: 12_000_00,
        note: 'TUM has charged non-EU students €4,000–6,000 a semester for master’s since winter 2024/25 (here €6,000)',
        source: 'Technical University of Munich — Tuition fees',
        sourceUrl: 'https://www.tum.de/en/studies/fees/tuition-fees',
        ...CHECKED,
      },
      'accommodation-on-campus': {
        currency: 'EUR',
        amountMinor: 420_00,
        note: 'Studierendenwerk München hall room; waiting lists are long',
        source: 'Studierendenwerk München Oberbayern — Housing',
        sourceUrl: 'https://www.studierendenwerk-muenchen-oberbayern.de/en/accommodation/',
        ...CHECKED,
      },
      'accommodation-off-campus': {
        currency: 'EUR',
        amountMinor: 800_00,
        note: 'Room in a shared flat (WG); Munich is Germany’s most expensive city for rent',
        source: 'DAAD — Cost of living',
        sourceUrl:
          'https://www.daad.de/en/study-and-research-in-germany/plan-your-studies/costs-of-education-and-living/',
        ...CHECKED,
      },
      food: {
        currency: 'EUR',
        amountMinor: 300_00,
        source: 'DAAD — Cost of living',
        sourceUrl:
          'https://www.daad.de/en/study-and-research-in-germany/plan-your-studies/costs-of-education-and-living/',
        ...CHECKED,
      },
      transport: {
        currency: 'EUR',
        amountMinor: 38_00,
        note: 'Deutschlandsemesterticket, 60 % of the Deutschlandticket price, paid each semester',
        source: 'MVV — Semester ticket',
        sourceUrl: 'https://www.mvv-muenchen.de/en/tickets-and-fares/tickets-day-tickets/students/index.html',
        ...CHECKED,
      },
      insurance: PUBLIC_HEALTH_INSURANCE,
      visa: NATIONAL_VISA,
      flights: {
        currency: 'INR',
        amountMinor: 42_000_00,
        note: 'Delhi or Mumbai to Munich, one way, economy',
        source: 'Lufthansa — fares from India',
        sourceUrl: 'https://www.lufthansa.com/in/en/homepage',
        ...CHECKED,
      },
      miscellaneous: {
        currency: 'EUR',
        amountMinor: 150_00,
        source: 'DAAD — Cost of living',
        sourceUrl:
          'https://www.daad.de/en/study-and-research-in-germany/plan-your-studies/costs-of-education-and-living/',
        ...CHECKED,
      },
    },
  },
  {
    countrySlug: 'germany',
    slug: 'berlin',
    name: 'Berlin',
    costs: {
      tuition: {
        currency: 'EUR',
        amountMinor: 660_00,
        note: 'No tuition at TU Berlin; two semester contributions of about €330, which include the semester ticket',
        source: 'Technische Universität Berlin — Semester fees',
        sourceUrl: 'https://www.tu.berlin/en/studying/organizing-your-studies/semester-fees',
        ...CHECKED,
      },
      'accommodation-on-campus': {
        currency: 'EUR',
        amountMinor: 380_00,
        note: 'studierendenWERK BERLIN hall room',
        source: 'studierendenWERK BERLIN — Housing',
        sourceUrl: 'https://www.stw.berlin/en/housing/',
        ...CHECKED,
      },
      'accommodation-off-campus': {
        currency: 'EUR',
        amountMinor: 650_00,
        note: 'Room in a shared flat (WG)',
        source: 'DAAD — Cost of living',
        sourceUrl:
          'https://www.daad.de/en/study-and-research-in-germany/plan-your-studies/costs-of-education-and-living/',
        ...CHECKED,
      },
      food: {
        currency: 'EUR',
        amountMinor: 280_00,
        source: 'DAAD — Cost of living',
        sourceUrl:
          'https://www.daad.de/en/study-and-research-in-germany/plan-your-studies/costs-of-education-and-living/',
        ...CHECKED,
      },
      transport: {
        currency: 'EUR',
        amountMinor: 0,
        note: 'The semester ticket is paid with the semester contribution (see tuition)',
        source: 'Technische Universität Berlin — Semester ticket',
        sourceUrl: 'https://www.tu.berlin/en/studying/organizing-your-studies/semester-fees',
        ...CHECKED,
      },
      insurance: PUBLIC_HEALTH_INSURANCE,
      visa: NATIONAL_VISA,
      flights: {
        currency: 'INR',
        amountMinor: 40_000_00,
        note: 'Delhi or Mumbai to Berlin, one way, economy (one stop)',
        source: 'Lufthansa — fares from India',
        sourceUrl: 'https://www.lufthansa.com/in/en/homepage',
        ...CHECKED,
      },
      miscellaneous: {
        currency: 'EUR',
        amountMinor: 130_00,
        source: 'DAAD — Cost of living',
        sourceUrl:
          'https://www.daad.de/en/study-and-research-in-germany/plan-your-studies/costs-of-education-and-living/',
        ...CHECKED,
      },
    },
  },
];
