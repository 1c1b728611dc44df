import { exchangeRates } from '../../schema/exchange-rates.ts';
import { readExchangeRates } from '../content-files/records.ts';
import type { SeedStep } from '../seed-step.ts';

export const exchangeRatesStep: SeedStep = {
  name: 'exchange-rates-2026-11-v1',
  async run(tx) {
    await tx.insert(exchangeRates).values(readExchangeRates()).onConflictDoNothing();
  },
};
