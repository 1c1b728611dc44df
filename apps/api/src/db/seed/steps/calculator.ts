import {
  cityCosts,
  expenseCategories,
  expenseCities,
  expenseIntakes,
  proofOfFunds,
} from '#api/db/schema/calculator.ts';
import {
  readExpenseCategories,
  readExpenseCities,
  readExpenseIntakes,
  readProofOfFunds,
} from '#api/db/seed/content-files/calculator.ts';
import { iso3OfDestination } from '#api/db/seed/destination-iso3.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** Expense calculator, from `content/calculator`: categories, city costs with their sources, intakes and proof-of-funds figures. */
export const calculatorStep: SeedStep = {
  name: 'expense-calculator-2026-11-v1',
  async run(tx) {
    const categories = await tx
      .insert(expenseCategories)
      .values(readExpenseCategories().map((c, index) => ({ ...c, sortOrder: index })))
      .returning({ id: expenseCategories.id, slug: expenseCategories.slug });
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

    const expenseCityRows = readExpenseCities();
    const cities = await tx
      .insert(expenseCities)
      .values(
        expenseCityRows.map((city, index) => ({
          countryIso3: iso3OfDestination(city.countrySlug),
          slug: city.slug,
          name: city.name,
          sortOrder: index,
        })),
      )
      .returning({ id: expenseCities.id, iso3: expenseCities.countryIso3, slug: expenseCities.slug });
    const cityId = new Map(cities.map((c) => [`${c.iso3}/${c.slug}`, c.id]));

    await tx.insert(cityCosts).values(
      expenseCityRows.flatMap((city) =>
        Object.entries(city.costs).map(([slug, cost]) => ({
          cityId: cityId.get(`${iso3OfDestination(city.countrySlug)}/${city.slug}`)!,
          categoryId: categoryId.get(slug)!,
          ...cost,
        })),
      ),
    );

    await tx.insert(expenseIntakes).values(
      readExpenseIntakes().map(({ countrySlug, ...intake }) => ({
        countryIso3: iso3OfDestination(countrySlug),
        ...intake,
      })),
    );

    await tx.insert(proofOfFunds).values(
      readProofOfFunds().map(({ countrySlug, ...row }) => ({
        countryIso3: iso3OfDestination(countrySlug),
        ...row,
      })),
    );
  },
};
