import type { ExchangeRate } from '../country/schemas.ts';
import { formatDate } from '../format-date.ts';
import { formatMoney, minorPerMajor } from '../money.ts';
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

/**
 * The one way a fee is shown (issue 32): the stored amount and its period, then the rupee estimate
 * for the same period, then the other period in brackets:
 * "US$62,000 total · ≈ ₹55 L total (₹27.5 L a year)". Rupee fees are shown as they are.
 */
export function feeText(fee: FeeFigures): string {
  if (fee.amountMinor === 0) return 'No tuition fee';
  const own = `${formatForeign(fee.amountMinor, fee.currency)} ${PERIOD[fee.feeType]}`;
  if (fee.currency === 'INR') return own;
  const other: FeeType = fee.feeType === 'annual' ? 'total' : 'annual';
  const inr = (type: FeeType) => formatLakh(type === 'annual' ? fee.inrAnnual : fee.inrTotal);
  return `${own} · ≈ ${inr(fee.feeType)} ${PERIOD[fee.feeType]} (${inr(other)} ${PERIOD[other]})`;
}

/** The rate a rupee estimate used, and its date: "US$1 = ₹88.40 on 01/Nov/2026". */
export function rateText(rate: ExchangeRate): string {
  const unit = formatForeign(minorPerMajor(rate.currency), rate.currency);
  return `${unit} = ₹${rate.inrPerUnit.toFixed(2)} on ${formatDate(rate.asOf)}`;
}
