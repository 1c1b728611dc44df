import type { DestinationSlug } from '@meridian/domain/destinations';
import type { ExpenseCategorySlug } from './categories.ts';

export interface SeedCost {
  currency: string;
  amountMinor: number;
  note?: string;
  source: string;
  sourceUrl: string;
  /** When the figure was checked. */
  asOf: string;
  /** The first intake date the figure applies to. */
  validFrom: string;
}

/** One city's costs: every category must have a figure, so no breakdown has silent gaps. */
export interface SeedCity {
  countrySlug: DestinationSlug;
  slug: string;
  name: string;
  costs: Record<ExpenseCategorySlug, SeedCost>;
}

/** Figures checked in November 2026 for the 2026/27 academic year and later intakes. */
export const CHECKED = { asOf: '2026-11-01', validFrom: '2026-09-01' } as const;
