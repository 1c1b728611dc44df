import type { ExchangeRate } from '@meridian/domain/country/schemas';
import type { Db } from '#api/db/client.ts';
import { findLatestExchangeRate } from './repo.ts';

/** The latest stored INR rate of a currency, in the shape pages show next to converted fees. */
export async function latestExchangeRate(db: Db, currency: string): Promise<ExchangeRate | null> {
  const rate = await findLatestExchangeRate(db, currency);
  return rate ? { currency: rate.currency, inrPerUnit: rate.inrPerUnit, asOf: rate.asOf } : null;
}
