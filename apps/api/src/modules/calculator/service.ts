import { firstYearMinor } from '@meridian/domain/calculators/expense';
import type {
  CategoryCostQuery,
  CategoryCostResponse,
  CategoryListQuery,
  CategoryListResponse,
  CityCosts,
  ExpenseCountry,
} from '@meridian/domain/calculators/schemas';
import { toInrMinor } from '@meridian/domain/money';
import { pageOf, pageWindow } from '@meridian/domain/pagination';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import {
  countCategories,
  findCategoryIds,
  listCategoryPage,
  listCityCostsInForce,
  listExpenseCountries,
  listIntakes,
  listLatestRates,
  listProofOfFundsInForce,
} from './repo.ts';

export async function listExpenseCategories(db: Db, query: CategoryListQuery): Promise<CategoryListResponse> {
  const [items, total] = await Promise.all([listCategoryPage(db, pageWindow(query)), countCategories(db)]);
  return pageOf(query, items, total);
}

export async function listCostCountries(db: Db): Promise<ExpenseCountry[]> {
  const rows = await listExpenseCountries(db);
  return rows.map(({ iso3, slug, name }) => ({ iso3, slug, name }));
}

/** The intake asked for, else the next one to start, else the latest (every country has at least one). */
function pickIntake<T extends { id: number; startsOn: string }>(
  intakes: T[],
  requested: number | undefined,
  today: string,
): T {
  if (requested !== undefined) {
    const found = intakes.find((i) => i.id === requested);
    if (!found)
      throw new AppError('BAD_REQUEST', 'is not an intake of this country', { field: 'query.intake' });
    return found;
  }
  return intakes.find((i) => i.startsOn >= today) ?? intakes[intakes.length - 1]!;
}

/**
 * Living and study costs of a country's cities for one intake: each figure in its own currency
 * with source and date, its first-year amount, and that amount in INR at the latest stored rate.
 */
export async function getCategoryCostsOrThrow(
  db: Db,
  options: { country: string; query: CategoryCostQuery; today?: string },
): Promise<CategoryCostResponse> {
  const country = (await listCostCountries(db)).find((c) => c.slug === options.country);
  if (!country) throw new AppError('NOT_FOUND', `no expense data for ${options.country}`);

  const { categoryId, intake: intakeId } = options.query;
  if (categoryId) {
    const known = new Set(await findCategoryIds(db, categoryId));
    const unknown = categoryId.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError('BAD_REQUEST', `unknown category id ${unknown.join(', ')}`, {
        field: 'query.categoryId',
      });
    }
  }

  const intakes = await listIntakes(db, country.iso3);
  if (intakes.length === 0) throw new AppError('NOT_FOUND', `no intakes for ${country.slug}`);
  const intake = pickIntake(intakes, intakeId, options.today ?? new Date().toISOString().slice(0, 10));

  const [costs, funds] = await Promise.all([
    listCityCostsInForce(db, { iso3: country.iso3, onDate: intake.startsOn, categoryIds: categoryId }),
    listProofOfFundsInForce(db, { iso3: country.iso3, onDate: intake.startsOn }),
  ]);
  const currencies = [...new Set([...costs, ...funds].map((row) => row.currency))];
  const rates = await listLatestRates(db, currencies);
  const rateOf = new Map(rates.map((r) => [r.currency, r.inrPerUnit]));
  const inInr = (amountMinor: number, currency: string): number => {
    const rate = rateOf.get(currency);
    if (rate === undefined) throw new AppError('INTERNAL_SERVER_ERROR', `no exchange rate for ${currency}`);
    return toInrMinor(amountMinor, currency, rate);
  };

  const cities = new Map<number, CityCosts>();
  for (const { cityId, cityName, ...cost } of costs) {
    const city = cities.get(cityId) ?? { id: cityId, name: cityName, items: [], firstYearInrMinor: 0 };
    const firstYear = firstYearMinor(cost.amountMinor, cost.period);
    const firstYearInr = inInr(firstYear, cost.currency);
    city.items.push({ ...cost, firstYearMinor: firstYear, firstYearInrMinor: firstYearInr });
    city.firstYearInrMinor += firstYearInr;
    cities.set(cityId, city);
  }

  return {
    country,
    intake,
    intakes,
    exchangeRates: rates,
    cities: [...cities.values()],
    proofOfFunds: funds.map((f) => ({ ...f, inrMinor: inInr(f.amountMinor, f.currency) })),
  };
}
