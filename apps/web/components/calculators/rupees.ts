import { formatMoney } from '@meridian/domain/money';

/** Rupees (a float from a calculation) in en-IN format; paise shown only where asked, e.g. for EMIs. */
export function rupees(amount: number, options: { paise?: boolean } = {}): string {
  return formatMoney(Math.round(amount * 100), 'INR', { fractionDigits: options.paise ? 2 : 0 });
}
