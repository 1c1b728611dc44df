import type { SeedCity } from '../types.ts';
import { UK_CITIES } from './uk.ts';
import { USA_CITIES } from './usa.ts';
import { CANADA_CITIES } from './canada.ts';
import { AUSTRALIA_CITIES } from './australia.ts';
import { GERMANY_CITIES } from './germany.ts';

export const EXPENSE_CITIES: readonly SeedCity[] = [
  ...UK_CITIES,
  ...USA_CITIES,
  ...CANADA_CITIES,
  ...AUSTRALIA_CITIES,
  ...GERMANY_CITIES,
];
