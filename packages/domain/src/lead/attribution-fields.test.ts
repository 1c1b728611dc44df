import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Attribution } from './attribution.ts';
import { attributionFrom, clickIdentifierOf } from './attribution-fields.ts';

/** Values a cookie could hold: mostly attribution-like objects, sometimes broken ones. */
const field = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 495, maxLength: 510 }),
  fc.constant('  padded  '),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
);
const cookieValue = fc.oneof(
  fc.record(
    {
      utm_source: field,
      gclid: field,
      landing_page: field,
      first_referrer: field,
      not_a_field: field,
    },
    { requiredKeys: [] },
  ),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.string(),
  fc.constant(null),
);

describe('attributionFrom', () => {
  it('reads a cookie exactly as the API schema does', () => {
    fc.assert(
      fc.property(cookieValue, (value) => {
        const parsed = Attribution.safeParse(value);
        expect(attributionFrom(value)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 500 },
    );
  });

  it('trims fields, drops unknown ones and refuses an over-long one', () => {
    expect(attributionFrom({ utm_source: ' google ', other: 'x' })).toEqual({ utm_source: 'google' });
    expect(attributionFrom({ gclid: 'x'.repeat(501) })).toBeUndefined();
    expect(attributionFrom({ gclid: 5 })).toBeUndefined();
  });
});

describe('clickIdentifierOf', () => {
  it('names the first ad platform click id', () => {
    expect(clickIdentifierOf({ utm_source: 'google', gclid: 'Cj0K' })).toBe('gclid:Cj0K');
    expect(clickIdentifierOf({ utm_source: 'newsletter' })).toBeUndefined();
  });
});
