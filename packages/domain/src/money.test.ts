import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange, toInrMinor } from './money.ts';
import { formatDate } from './format-date.ts';

describe('money', () => {
  it('formats rupees with Indian lakh grouping', () => {
    expect(formatMoney(185_000_000, 'INR')).toBe('₹18,50,000');
  });

  it('formats other currencies in en-IN style', () => {
    expect(formatMoney(3_000_000, 'USD')).toBe('$30,000');
    expect(formatMoney(1_190_400, 'EUR')).toBe('€11,904');
  });

  it('shows a range, or one figure when both ends match', () => {
    expect(formatMoneyRange({ currency: 'GBP', minMinor: 1_500_000, maxMinor: 3_800_000 })).toBe(
      '£15,000 – £38,000',
    );
    expect(formatMoneyRange({ currency: 'GBP', minMinor: 52_400, maxMinor: 52_400 })).toBe('£524');
  });

  it('converts to INR paise with a stored rate, rounding to whole rupees', () => {
    expect(toInrMinor(3_000_000, 'USD', 88.4)).toBe(265_200_000);
    expect(toInrMinor(12_345, 'INR', 1)).toBe(12_345);
    expect(toInrMinor(50_000, 'HUF', 0.245)).toBe(1_225_000);
  });
});

describe('dates', () => {
  it('uses the DD/MMM/YYYY default format', () => {
    expect(formatDate('2026-11-01')).toBe('01/Nov/2026');
    expect(formatDate('2027-01-15T10:00:00Z')).toBe('15/Jan/2027');
    expect(() => formatDate('1 November 2026')).toThrow(RangeError);
  });
});

describe('money with paise', () => {
  it('shows two decimals when asked, still in lakh grouping', () => {
    expect(formatMoney(1_266_758, 'INR', { fractionDigits: 2 })).toBe('₹12,667.58');
    expect(formatMoney(152_010_929, 'INR', { fractionDigits: 2 })).toBe('₹15,20,109.29');
  });
});
