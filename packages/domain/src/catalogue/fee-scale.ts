import type { ExchangeRate } from '../country/schemas.ts';
import { LAKH } from './fee-text.ts';

/**
 * One step of the listing's fee filter in the site's currency, each worth about a lakh of rupees:
 * 30 million dong on the Vietnam site, 4,000 riyals on the Saudi one; a lakh on India's. The presets
 * and the slider count in steps, so they read as round sums in every currency.
 */
const STEP_IN_CURRENCY: Readonly<Record<string, number>> = { VND: 30_000_000, SAR: 4_000 };

/** The presets to tap, in steps: under 10, 10–20, 20–30, 30–50, over 50. */
const PRESET_STEPS: readonly { min?: number; max?: number }[] = [
  { max: 10 },
  { min: 10, max: 20 },
  { min: 20, max: 30 },
  { min: 30, max: 50 },
  { min: 50 },
];

/** The slider for the most a visitor will pay, in steps; at its top it means any fee. */
export const FEE_SLIDER = { min: 5, max: 80, step: 5 } as const;

export interface FeeScale {
  /** Whole rupees one step is worth: the filter's bounds are whole rupees (`CourseFilter`). */
  rupeesPerStep: number;
  /** The presets' bounds, in whole rupees. */
  presets: readonly { minFee?: number; maxFee?: number }[];
}

/**
 * The fee filter of a site whose visitors count in `viewer`'s currency (its rupee rate; none for
 * rupees), its steps converted to the rupees the listing filters on.
 */
export function feeScale(viewer: ExchangeRate | null): FeeScale {
  const rupeesPerStep = viewer
    ? (STEP_IN_CURRENCY[viewer.currency] ?? LAKH / viewer.inrPerUnit) * viewer.inrPerUnit
    : LAKH;
  const rupees = (steps: number | undefined) =>
    steps === undefined ? undefined : Math.round(steps * rupeesPerStep);
  return {
    rupeesPerStep,
    presets: PRESET_STEPS.map(({ min, max }) => ({
      ...(min === undefined ? {} : { minFee: rupees(min) }),
      ...(max === undefined ? {} : { maxFee: rupees(max) }),
    })),
  };
}
