import { describe, expect, it } from 'vitest';
import { DIALLING_CODES, dialCodeOf, isSmsServed, toE164Mobile } from './phone.ts';

describe('toE164Mobile', () => {
  it('accepts Indian mobiles as people type them', () => {
    expect(toE164Mobile({ countryCode: '+91', mobile: '98765 43210' })).toBe('+919876543210');
    expect(toE164Mobile({ countryCode: '+91', mobile: '98765-43210' })).toBe('+919876543210');
  });

  it('refuses numbers that are not mobiles of the chosen country', () => {
    expect(toE164Mobile({ countryCode: '+91', mobile: '1234567890' })).toBeUndefined();
    expect(toE164Mobile({ countryCode: '+91', mobile: '98765' })).toBeUndefined();
    // A Riyadh landline is a valid Saudi number, but not a mobile.
    expect(toE164Mobile({ countryCode: '+966', mobile: '112345678' })).toBeUndefined();
    expect(toE164Mobile({ countryCode: '+91', mobile: 'call me' })).toBeUndefined();
  });

  it('accepts Vietnamese and Saudi mobiles with their prefixes, trunk 0 included', () => {
    expect(toE164Mobile({ countryCode: '+84', mobile: '0912 345 678' })).toBe('+84912345678');
    expect(toE164Mobile({ countryCode: '+966', mobile: '501234567' })).toBe('+966501234567');
  });

  it.each([
    ['Russia', '+7', '912 345 67 89', '+79123456789'],
    ['Uzbekistan', '+998', '90 123 45 67', '+998901234567'],
    ['Kazakhstan', '+7', '701 234 5678', '+77012345678'],
    ['Kazakhstan, trunk 8', '+7', '8 747 123 4567', '+77471234567'],
    ['Kazakhstan, SPEC table prefix', '+77', '012345678', '+77012345678'],
    ['Georgia', '+995', '555 12 34 56', '+995555123456'],
    ['Kyrgyzstan', '+996', '700 123 456', '+996700123456'],
  ])('accepts a %s mobile for the MBBS enquiry', (_country, countryCode, mobile, e164) => {
    expect(toE164Mobile({ countryCode, mobile })).toBe(e164);
  });

  it('refuses a Kazakh landline, a Russian mobile under +77 and a prefix that is no calling code', () => {
    // An Almaty landline: valid for Kazakhstan, but no SMS reaches it.
    expect(toE164Mobile({ countryCode: '+7', mobile: '727 258 1234' })).toBeUndefined();
    expect(toE164Mobile({ countryCode: '+77', mobile: '9123456789' })).toBeUndefined();
    expect(toE164Mobile({ countryCode: '+9', mobile: '19876543210' })).toBeUndefined();
  });

  it('refuses a full number whose prefix differs from the chosen one', () => {
    expect(toE164Mobile({ countryCode: '+91', mobile: '+84912345678' })).toBeUndefined();
    expect(toE164Mobile({ countryCode: '+84', mobile: '+84912345678' })).toBe('+84912345678');
  });
});

describe('dialling codes', () => {
  it('come from the phone library for about 240 territories', () => {
    expect(DIALLING_CODES.length).toBeGreaterThan(230);
    expect(dialCodeOf('IN')).toBe('+91');
    expect(dialCodeOf('VN')).toBe('+84');
    expect(dialCodeOf('SA')).toBe('+966');
    expect(dialCodeOf('RU')).toBe('+7');
  });
});

describe('isSmsServed', () => {
  const served = ['+91', '+84', '+966', '+7'];

  it('serves Russia and Kazakhstan behind +7, not Abkhazia or ranges of no country', () => {
    expect(isSmsServed('+79123456789', served)).toBe(true);
    expect(isSmsServed('+77012345678', served)).toBe(true);
    expect(isSmsServed('+79401234567', served)).toBe(false);
    expect(isSmsServed('+78401234567', served)).toBe(false);
    expect(isSmsServed('+76123456789', served)).toBe(false);
  });

  it('serves only the listed calling codes, or the longer prefix given', () => {
    expect(isSmsServed('+919876543210', served)).toBe(true);
    expect(isSmsServed('+447911123456', served)).toBe(false);
    expect(isSmsServed('+79123456789', ['+77'])).toBe(false);
    expect(isSmsServed('+77012345678', ['+77'])).toBe(true);
  });
});
