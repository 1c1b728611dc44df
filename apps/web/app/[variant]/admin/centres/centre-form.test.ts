import { describe, expect, it } from 'vitest';
import { EMPTY_CENTRE, centreForm, centreFormOf, centreInputOf } from './centre-form.ts';

const filled = {
  ...EMPTY_CENTRE,
  slug: 'nashik-college-road',
  name: 'Meridian Experience Centre, College Road',
  citySlug: 'nashik',
  address: '1st Floor, Vishwas Plaza, College Road',
  postalCode: '422005',
  phone: '0253 231 4567',
};

describe('the experience centre form', () => {
  it('sends the ticked days as numbers, the phone in full and no map link when left empty', () => {
    const input = centreForm.parse(filled);
    expect(input).toMatchObject({
      openingHours: { weekdays: [1, 2, 3, 4, 5, 6], opens: '09:30', closes: '18:00' },
      phone: '+912532314567',
      mapUrl: null,
      offers: ['consultant'],
      active: true,
    });
    const listed = { ...input, id: 4, cityName: 'Nashik', sample: false };
    expect(centreForm.parse(centreFormOf(listed))).toEqual(input);
    expect(centreInputOf(listed)).toEqual(input);
  });

  it('names the field at fault: closing before opening, no day ticked, a map link without https', () => {
    const fields = (form: typeof filled) =>
      centreForm.safeParse(form).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields({ ...filled, openingHours: { weekdays: ['1'], opens: '18:00', closes: '09:00' } })).toEqual(
      ['openingHours.closes'],
    );
    expect(fields({ ...filled, openingHours: { ...filled.openingHours, weekdays: [] } })).toEqual([
      'openingHours.weekdays',
    ]);
    expect(fields({ ...filled, mapUrl: 'maps.example/centre' })).toEqual(['mapUrl']);
  });
});
