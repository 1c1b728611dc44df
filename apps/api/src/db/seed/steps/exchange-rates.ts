import { exchangeRates } from '#api/db/schema/exchange-rates.ts';
import { readExchangeRates } from '#api/db/seed/content-files/records.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** v2 added the Vietnam and Saudi currencies: databases seeded with v1 get them, the rates already there are kept. */
export const exchangeRatesStep: SeedStep = {
  name: 'exchange-rates-2026-11-v2',
  async run(tx) {
    await tx.insert(exchangeRates).values(readExchangeRates()).onConflictDoNothing();
  },
};
