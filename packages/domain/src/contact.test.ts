import { describe, expect, it } from 'vitest';
import { contactPhone, regionPhones } from './contact.ts';

const configured = { IN: '+9118002102030', US: '+12025550143', VN: '+842873001234', SA: '+966112345678' };

describe('region phones', () => {
  it("lists India's configured line first, then the configured regional numbers", () => {
    expect(regionPhones({ region: 'default', configured })).toEqual([
      { label: 'India (toll-free)', dial: '18002102030', display: '1800 210 2030' },
      { label: 'USA', dial: '+12025550143', display: '+1 202 555 0143' },
      { label: 'Vietnam', dial: '+842873001234', display: '+84 28 7300 1234' },
      { label: 'Saudi Arabia', dial: '+966112345678', display: '+966 11 234 5678' },
    ]);
  });

  it('gives Vietnam and Saudi Arabia only their own number', () => {
    expect(regionPhones({ region: 'vn', configured })).toEqual([
      { label: 'Vietnam', dial: '+842873001234', display: '+84 28 7300 1234' },
    ]);
    expect(regionPhones({ region: 'sa', configured })).toEqual([
      { label: 'Saudi Arabia', dial: '+966112345678', display: '+966 11 234 5678' },
    ]);
  });

  it('shows no number anywhere that nobody configured, India included', () => {
    expect(regionPhones({ region: 'vn', configured: { US: '+12025550143' } })).toEqual([]);
    expect(regionPhones({ region: 'sa', configured: {} })).toEqual([]);
    expect(regionPhones({ region: 'default', configured: {} })).toEqual([]);
  });

  it('calls an Indian number that is not toll-free just India', () => {
    expect(contactPhone('IN', '+912240001234')).toEqual({
      label: 'India',
      dial: '02240001234',
      display: '022 4000 1234',
    });
  });
});
