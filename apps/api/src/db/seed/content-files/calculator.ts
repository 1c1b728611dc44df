import { z } from 'zod';
import { COST_PERIODS } from '@meridian/domain/calculators/expense';
import { Slug } from '@meridian/domain/content/slug';
import { CurrencyCode, MinorUnits } from '@meridian/domain/money-schemas';
import { readYaml } from './read-content.ts';

// `content/calculator/`: the expense calculator's categories, city costs, intakes and visa funds.

/** Every figure names its official or institutional source and when it was checked. */
const Sourced = z.strictObject({
  currency: CurrencyCode,
  amountMinor: MinorUnits,
  source: z.string().min(3),
  sourceUrl: z.url(),
  /** When the figure was checked. */
  asOf: z.iso.date(),
  /** The first intake date the figure applies to. */
  validFrom: z.iso.date(),
});

export const readExpenseCategories = () =>
  readYaml(
    'calculator/categories.yaml',
    z.array(
      z.strictObject({
        slug: Slug,
        name: z.string().min(3),
        description: z.string().min(10),
        period: z.enum(COST_PERIODS),
      }),
    ),
  );

export const readExpenseCities = () =>
  readYaml(
    'calculator/city-costs.yaml',
    z.array(
      z.strictObject({
        countrySlug: Slug,
        slug: Slug,
        name: z.string().min(2),
        costs: z.record(Slug, Sourced.extend({ note: z.string().optional() })),
      }),
    ),
  );

export const readExpenseIntakes = () =>
  readYaml(
    'calculator/intakes.yaml',
    z.array(z.strictObject({ countrySlug: Slug, name: z.string().min(3), startsOn: z.iso.date() })),
  );

export const readProofOfFunds = () =>
  readYaml(
    'calculator/proof-of-funds.yaml',
    z.array(Sourced.extend({ countrySlug: Slug, label: z.string().min(5), period: z.enum(COST_PERIODS) })),
  );
