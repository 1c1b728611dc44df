import {
  cityCosts,
  expenseCategories,
  expenseCities,
  expenseIntakes,
  proofOfFunds,
} from '../../schema/calculator.ts';
import { EXPENSE_CATEGORIES } from '../data/calculator/categories.ts';
import { EXPENSE_CITIES } from '../data/calculator/city-costs/index.ts';
import { EXPENSE_INTAKES } from '../data/calculator/intakes.ts';
import { PROOF_OF_FUNDS } from '../data/calculator/proof-of-funds.ts';
import { iso3OfDestination } from '../destination-iso3.ts';
import type { SeedStep } from '../seed-step.ts';

/** Expense calculator: categories, city costs with their sources, intakes and proof-of-funds figures. */
export const calculatorStep: SeedStep = {
  name: 'expense-calculator-2026-11-v1',
  async run(tx) {
    const categories = await tx
      .insert(expenseCategories)
      .values(EXPENSE_CATEGORIES.map((c, index) => ({ ...c, sortOrder: index })))
      .returning({ id: expenseCategories.id, slug: expenseCategories.slug });
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

    const cities = await tx
      .insert(expenseCities)
      .values(
        EXPENSE_CITIES.map((city, index) => ({
          countryIso3: iso3OfDestination(city.countrySlug),
          slug: city.slug,
          name: city.name,
          sortOrder: index,
        })),
      )
      .returning({ id: expenseCities.id, iso3: expenseCities.countryIso3, slug: expenseCities.slug });
    const cityId = new Map(cities.map((c) => [`${c.iso3}/${c.slug}`, c.id]));

    await tx.insert(cityCosts).values(
      EXPENSE_CITIES.flatMap((city) =>
        Object.entries(city.costs).map(([slug, cost]) => ({
          cityId: cityId.get(`${iso3OfDestination(city.countrySlug)}/${city.slug}`)!,
          categoryId: categoryId.get(slug)!,
          ...cost,
        })),
      ),
    );

    await tx.insert(expenseIntakes).values(
      EXPENSE_INTAKES.map(({ countrySlug, ...intake }) => ({
        countryIso3: iso3OfDestination(countrySlug),
        ...intake,
      })),
    );

    await tx.insert(proofOfFunds).values(
      PROOF_OF_FUNDS.map(({ countrySlug, ...row }) => ({
        countryIso3: iso3OfDestination(countrySlug),
        ...row,
      })),
    );
  },
};
