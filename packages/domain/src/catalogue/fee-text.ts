import type { ExchangeRate } from '../country/schemas.ts';
import { formatDate } from '../format-date.ts';
import { formatMoney, formatMoneyRange, minorPerMajor, toInrMinor } from '../money.ts';
import type { MoneyRange } from '../money-schemas.ts';
import type { FeeType } from './course-filter.ts';

/** A course's tuition as stored, with its rupee figures (whole rupees) for both periods. */
export interface FeeFigures {
  amountMinor: number;
  currency: string;
  feeType: FeeType;
  inrAnnual: number;
  inrTotal: number;
}

export const LAKH = 100_000;
const PERIOD: Record<FeeType, string> = { annual: 'a year', total: 'total' };

const FOREIGN = new Map<string, Intl.NumberFormat>();

/**
 * A foreign amount with an unambiguous symbol ("US$62,000", "CA$40,000", "€18,000"): en-IN shows
 * the US dollar as a bare "$" and groups in lakhs, which reads oddly for a foreign currency.
 */
export function formatForeign(amountMinor: number, currency: string): string {
  if (currency === 'INR') return formatMoney(amountMinor, 'INR');
  let format = FOREIGN.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 });
    FOREIGN.set(currency, format);
  }
  return format.format(amountMinor / minorPerMajor(currency));
}

/**
 * Whole rupees in lakh, to the nearest half lakh ("₹55 L", "₹27.5 L"); under a lakh, to the
 * nearest thousand ("₹45,000"). A converted fee is an estimate, so more digits would mislead.
 */
export function formatLakh(rupees: number): string {
  if (rupees < LAKH) return formatMoney(Math.round(rupees / 1000) * 1000 * 100, 'INR');
  const halves = Math.round((rupees / LAKH) * 2) / 2;
  return `₹${halves.toLocaleString('en-IN', { maximumFractionDigits: 1 })} L`;
}

const ESTIMATE = new Map<string, Intl.NumberFormat>();

function estimateFormat(currency: string, digits: number | undefined): Intl.NumberFormat {
  const key = `${currency}:${digits ?? 0}`;
  let format = ESTIMATE.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      ...(digits ? { maximumSignificantDigits: digits } : { maximumFractionDigits: 0 }),
    });
    ESTIMATE.set(key, format);
  }
  return format;
}

/**
 * An estimate in the viewer's own currency, from whole rupees and that currency's rupee rate,
 * rounded as its students count: dong to the million ("VND 1,630 million"), others to the
 * thousand ("SAR 232,000"); rupees in lakh (`formatLakh`). Everyday costs, a few hundred riyals a
 * month, would round away: with `digits` the amount keeps that many significant digits instead
 * ("SAR 190", "VND 1.3 million").
 */
export function formatEstimate(
  rupees: number,
  viewer: ExchangeRate | null = null,
  options: { digits?: number } = {},
): string {
  if (!viewer || viewer.currency === 'INR') return formatLakh(rupees);
  const amount = rupees / viewer.inrPerUnit;
  const { digits } = options;
  // Intl puts a no-break space after the code; a plain one reads and searches the same.
  const text = (value: number) =>
    estimateFormat(viewer.currency, digits)
      .format(value)
      .replace(/\u00a0/g, ' ');
  if (viewer.currency === 'VND' && amount >= 1_000_000) {
    return `${text(digits ? amount / 1_000_000 : Math.round(amount / 1_000_000))} million`;
  }
  return text(digits ? amount : Math.max(1000, Math.round(amount / 1000) * 1000));
}

/**
 * A cost (or a range of them) converted for the viewer with its currency's rupee rate `rate`:
 * whole rupees on the India site ("₹1,24,000", "₹67,000 – ₹2,01,000"), an estimate of two
 * significant digits in the viewer's currency elsewhere ("VND 37 million", "SAR 190 – SAR 560").
 * None when the cost is in the viewer's currency already, or the rate is not its currency's.
 */
export function convertedCost(
  cost: MoneyRange,
  rate: ExchangeRate | null,
  viewer: ExchangeRate | null = null,
): string | undefined {
  if (cost.currency === (viewer?.currency ?? 'INR')) return undefined;
  const perUnit =
    cost.currency === 'INR' ? 1 : rate?.currency === cost.currency ? rate.inrPerUnit : undefined;
  if (perUnit === undefined) return undefined;
  const paise = (minor: number) => toInrMinor(minor, cost.currency, perUnit);
  if (!viewer) {
    return formatMoneyRange({
      currency: 'INR',
      minMinor: paise(cost.minMinor),
      maxMinor: paise(cost.maxMinor),
    });
  }
  const [min, max] = [cost.minMinor, cost.maxMinor].map((minor) =>
    formatEstimate(paise(minor) / 100, viewer, { digits: 2 }),
  );
  return min === max ? min! : `${min} – ${max}`;
}

/**
 * The one way a fee is shown (issue 32): the stored amount and its period, then the estimate in the
 * viewer's currency (rupees unless the site's region reads another, `viewer` its rupee rate) for the
 * same period, then the other period in brackets:
 * "US$62,000 total · ≈ ₹55 L total (₹27.5 L a year)", on the Vietnam site
 * "US$62,000 total · ≈ VND 1,630 million total (VND 815 million a year)". A fee already in the
 * viewer's currency is shown as it is.
 */
export function feeText(fee: FeeFigures, viewer: ExchangeRate | null = null): string {
  if (fee.amountMinor === 0) return 'No tuition fee';
  const own = `${formatForeign(fee.amountMinor, fee.currency)} ${PERIOD[fee.feeType]}`;
  if (fee.currency === (viewer?.currency ?? 'INR')) return own;
  const other: FeeType = fee.feeType === 'annual' ? 'total' : 'annual';
  const estimate = (type: FeeType) =>
    formatEstimate(type === 'annual' ? fee.inrAnnual : fee.inrTotal, viewer);
  return `${own} · ≈ ${estimate(fee.feeType)} ${PERIOD[fee.feeType]} (${estimate(other)} ${PERIOD[other]})`;
}

/**
 * The rate an estimate used, and its date: "US$1 = ₹88.40 on 01/Nov/2026"; in the viewer's currency
 * (through both rupee rates) "US$1 = VND 26,292 on 01/Nov/2026".
 */
export function rateText(rate: ExchangeRate, viewer: ExchangeRate | null = null): string {
  const unit = formatForeign(minorPerMajor(rate.currency), rate.currency);
  if (!viewer || viewer.currency === 'INR') {
    return `${unit} = ₹${rate.inrPerUnit.toFixed(2)} on ${formatDate(rate.asOf)}`;
  }
  const perUnit = rate.inrPerUnit / viewer.inrPerUnit;
  const digits = perUnit >= 100 ? 0 : 2;
  const amount = perUnit.toLocaleString('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const asOf = rate.asOf < viewer.asOf ? rate.asOf : viewer.asOf;
  return `${unit} = ${viewer.currency} ${amount} on ${formatDate(asOf)}`;
}
