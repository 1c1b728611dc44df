/**
 * INR per one unit of each currency used in the country pages, approximate mid-market rates for
 * November 2026 (used for indicative ₹ conversions only).
 */
export const EXCHANGE_RATES: readonly { currency: string; inrPerUnit: number; asOf: string }[] = [
  { currency: 'INR', inrPerUnit: 1, asOf: '2026-11-01' },
  { currency: 'USD', inrPerUnit: 88.6, asOf: '2026-11-01' },
  { currency: 'GBP', inrPerUnit: 117.0, asOf: '2026-11-01' },
  { currency: 'EUR', inrPerUnit: 103.0, asOf: '2026-11-01' },
  { currency: 'CAD', inrPerUnit: 63.5, asOf: '2026-11-01' },
  { currency: 'AUD', inrPerUnit: 58.5, asOf: '2026-11-01' },
  { currency: 'AED', inrPerUnit: 24.1, asOf: '2026-11-01' },
  { currency: 'RUB', inrPerUnit: 1.08, asOf: '2026-11-01' },
  { currency: 'UZS', inrPerUnit: 0.0072, asOf: '2026-11-01' },
  { currency: 'KZT', inrPerUnit: 0.168, asOf: '2026-11-01' },
  { currency: 'GEL', inrPerUnit: 32.6, asOf: '2026-11-01' },
  { currency: 'KGS', inrPerUnit: 1.013, asOf: '2026-11-01' },
  { currency: 'HUF', inrPerUnit: 0.262, asOf: '2026-11-01' },
  { currency: 'VUV', inrPerUnit: 0.73, asOf: '2026-11-01' },
];
