import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { destinations } from '#api/db/schema/catalogue.ts';
import {
  cityCosts,
  expenseCategories,
  expenseCities,
  expenseIntakes,
  proofOfFunds,
} from '#api/db/schema/calculator.ts';
import { exchangeRates } from '#api/db/schema/exchange-rates.ts';

export async function listCategoryPage(db: Db, options: { offset: number; limit: number }) {
  return db
    .select({
      id: expenseCategories.id,
      slug: expenseCategories.slug,
      name: expenseCategories.name,
      description: expenseCategories.description,
      period: expenseCategories.period,
    })
    .from(expenseCategories)
    .orderBy(asc(expenseCategories.sortOrder))
    .offset(options.offset)
    .limit(options.limit);
}

export async function countCategories(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(expenseCategories);
  return row?.total ?? 0;
}

export async function findCategoryIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(inArray(expenseCategories.id, ids));
  return rows.map((r) => r.id);
}

/** Destinations that have at least one city with costs, in destination order. */
export async function listExpenseCountries(db: Db) {
  return db
    .selectDistinct({
      iso3: destinations.iso3,
      slug: destinations.slug,
      name: destinations.name,
      sortOrder: destinations.sortOrder,
    })
    .from(destinations)
    .innerJoin(expenseCities, eq(expenseCities.countryIso3, destinations.iso3))
    .orderBy(asc(destinations.sortOrder));
}

export async function listIntakes(db: Db, iso3: string) {
  return db
    .select({ id: expenseIntakes.id, name: expenseIntakes.name, startsOn: expenseIntakes.startsOn })
    .from(expenseIntakes)
    .where(eq(expenseIntakes.countryIso3, iso3))
    .orderBy(asc(expenseIntakes.startsOn));
}

/**
 * Each city's figure per category that is in force for an intake starting on `onDate`: the row
 * with the latest `valid_from` not after it.
 */
export async function listCityCostsInForce(
  db: Db,
  options: { iso3: string; onDate: string; categoryIds?: number[] | undefined },
) {
  const conditions = [eq(expenseCities.countryIso3, options.iso3), lte(cityCosts.validFrom, options.onDate)];
  if (options.categoryIds) conditions.push(inArray(cityCosts.categoryId, options.categoryIds));
  return (
    db
      // Ids break ties in sort order, so two cities or categories sharing a position never merge.
      .selectDistinctOn(
        [expenseCities.sortOrder, expenseCities.id, expenseCategories.sortOrder, expenseCategories.id],
        {
          cityId: expenseCities.id,
          cityName: expenseCities.name,
          categoryId: expenseCategories.id,
          categorySlug: expenseCategories.slug,
          categoryName: expenseCategories.name,
          period: expenseCategories.period,
          currency: cityCosts.currency,
          amountMinor: cityCosts.amountMinor,
          note: cityCosts.note,
          source: cityCosts.source,
          sourceUrl: cityCosts.sourceUrl,
          asOf: cityCosts.asOf,
        },
      )
      .from(cityCosts)
      .innerJoin(expenseCities, eq(expenseCities.id, cityCosts.cityId))
      .innerJoin(expenseCategories, eq(expenseCategories.id, cityCosts.categoryId))
      .where(and(...conditions))
      .orderBy(
        asc(expenseCities.sortOrder),
        asc(expenseCities.id),
        asc(expenseCategories.sortOrder),
        asc(expenseCategories.id),
        desc(cityCosts.validFrom),
      )
  );
}

export async function listProofOfFundsInForce(db: Db, options: { iso3: string; onDate: string }) {
  return db
    .selectDistinctOn([proofOfFunds.label], {
      label: proofOfFunds.label,
      period: proofOfFunds.period,
      currency: proofOfFunds.currency,
      amountMinor: proofOfFunds.amountMinor,
      source: proofOfFunds.source,
      sourceUrl: proofOfFunds.sourceUrl,
      asOf: proofOfFunds.asOf,
    })
    .from(proofOfFunds)
    .where(and(eq(proofOfFunds.countryIso3, options.iso3), lte(proofOfFunds.validFrom, options.onDate)))
    .orderBy(asc(proofOfFunds.label), desc(proofOfFunds.validFrom));
}

/** The latest stored rate of each currency asked for. */
export async function listLatestRates(db: Db, currencies: string[]) {
  return db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      inrPerUnit: exchangeRates.inrPerUnit,
      asOf: exchangeRates.asOf,
    })
    .from(exchangeRates)
    .where(inArray(exchangeRates.currency, currencies))
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.asOf));
}
