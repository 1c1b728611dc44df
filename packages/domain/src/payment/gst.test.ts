import { describe, expect, it } from 'vitest';
import { includedGst } from './gst.ts';

describe('includedGst', () => {
  it('finds the 18% GST inside a rupee price, the two parts adding up to the price', () => {
    expect(includedGst(2_499_900, 'INR')).toEqual({ taxableMinor: 2_118_559, gstMinor: 381_341 });
  });

  it('charges none on a sale in another currency (an export of services)', () => {
    expect(includedGst(150_000, 'SAR')).toBeNull();
  });
});
