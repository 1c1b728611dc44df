import type { DestinationSlug } from '@meridian/domain/destinations';
import type { CostPeriod } from '@meridian/domain/calculators/expense';

/** The living-cost funds each student visa asks to see, from the official pages. */
export const PROOF_OF_FUNDS: readonly {
  countrySlug: DestinationSlug;
  label: string;
  period: CostPeriod;
  currency: string;
  amountMinor: number;
  source: string;
  sourceUrl: string;
  asOf: string;
  validFrom: string;
}[] = [
  {
    countrySlug: 'uk',
    label: 'Studying in London: per month, for up to 9 months',
    period: 'month',
    currency: 'GBP',
    amountMinor: 1_529_00,
    source: 'GOV.UK — Student visa: money you need',
    sourceUrl: 'https://www.gov.uk/student-visa/money',
    asOf: '2026-11-01',
    validFrom: '2025-11-11',
  },
  {
    countrySlug: 'uk',
    label: 'Studying outside London: per month, for up to 9 months',
    period: 'month',
    currency: 'GBP',
    amountMinor: 1_171_00,
    source: 'GOV.UK — Student visa: money you need',
    sourceUrl: 'https://www.gov.uk/student-visa/money',
    asOf: '2026-11-01',
    validFrom: '2025-11-11',
  },
  {
    countrySlug: 'germany',
    label: 'Blocked account for one year (€992 a month)',
    period: 'year',
    currency: 'EUR',
    amountMinor: 11_904_00,
    source: 'Federal Foreign Office — Blocked account',
    sourceUrl: 'https://www.auswaertiges-amt.de/en/visa-service/-/2567010',
    asOf: '2026-11-01',
    validFrom: '2024-09-01',
  },
  {
    countrySlug: 'canada',
    label: 'Living expenses for one student for one year, on top of first-year tuition and travel',
    period: 'year',
    currency: 'CAD',
    amountMinor: 22_895_00,
    source: 'IRCC — Study permit: proof of financial support',
    sourceUrl:
      'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html',
    asOf: '2026-11-01',
    validFrom: '2025-09-01',
  },
  {
    countrySlug: 'australia',
    label: 'Living costs for the student for one year',
    period: 'year',
    currency: 'AUD',
    amountMinor: 29_710_00,
    source: 'Department of Home Affairs — Student visa financial capacity',
    sourceUrl: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500#HowTo',
    asOf: '2026-11-01',
    validFrom: '2024-05-10',
  },
];
