export const COST_PERIODS = ['month', 'year', 'once'] as const;
export type CostPeriod = (typeof COST_PERIODS)[number];

/** The first year abroad: twelve months of monthly costs, one year of yearly ones, one-off costs once. */
const FIRST_YEAR_MULTIPLIER: Record<CostPeriod, number> = { month: 12, year: 1, once: 1 };

export function firstYearMinor(amountMinor: number, period: CostPeriod): number {
  return amountMinor * FIRST_YEAR_MULTIPLIER[period];
}

/** Accommodation comes in two categories; the on-campus toggle picks one and drops the other. */
export const ACCOMMODATION_SLUGS = {
  onCampus: 'accommodation-on-campus',
  offCampus: 'accommodation-off-campus',
} as const;
