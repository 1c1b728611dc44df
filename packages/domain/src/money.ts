import type { MoneyRange } from './money-schemas.ts';

// Without zod: the browser formats fees on many pages; the money schemas are in money-schemas.ts.

/** Minor units per major unit; every currency we show has two decimals except these. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'VUV', 'HUF', 'UZS', 'KZT', 'KGS']);

export function minorPerMajor(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 1 : 100;
}

/**
 * Formats in en-IN grouping (SPEC.md §9), whole units unless asked for more: 1850000 INR →
 * "₹18,50,000"; with `fractionDigits: 2`, 1266758 INR → "₹12,667.58".
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  options: { fractionDigits?: 0 | 2 } = {},
): string {
  const digits = options.fractionDigits ?? 0;
  return moneyFormat(currency, digits).format(amountMinor / minorPerMajor(currency));
}

const FORMATS = new Map<string, Intl.NumberFormat>();

/** Building a number format is slow (a ranking formats hundreds of fees): each is made once. */
function moneyFormat(currency: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${digits}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    });
    FORMATS.set(key, format);
  }
  return format;
}

export function formatMoneyRange(range: MoneyRange): string {
  if (range.minMinor === range.maxMinor) return formatMoney(range.minMinor, range.currency);
  return `${formatMoney(range.minMinor, range.currency)} – ${formatMoney(range.maxMinor, range.currency)}`;
}

/** Converts with a stored rate (INR per one major unit), rounded to the nearest rupee, in paise. */
export function toInrMinor(amountMinor: number, currency: string, inrPerUnit: number): number {
  if (currency === 'INR') return amountMinor;
  return Math.round((amountMinor / minorPerMajor(currency)) * inrPerUnit) * 100;
}
