import { z } from 'zod';
import { CentreInput, type AdminCentre } from '@meridian/domain/lead/centres';
import { orNull } from '../content/form-text.ts';

/** A centre's form: its days as ticked boxes' values, an empty map link for none. */
const CentreFields = z.object({
  slug: z.string(),
  name: z.string(),
  citySlug: z.string(),
  address: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  openingHours: z.object({ weekdays: z.array(z.string()), opens: z.string(), closes: z.string() }),
  mapUrl: z.string(),
  offers: z.array(z.string()),
  active: z.boolean(),
});
export type CentreForm = z.infer<typeof CentreFields>;

export const EMPTY_CENTRE: CentreForm = {
  slug: '',
  name: '',
  citySlug: '',
  address: '',
  postalCode: '',
  phone: '',
  openingHours: { weekdays: ['1', '2', '3', '4', '5', '6'], opens: '09:30', closes: '18:00' },
  mapUrl: '',
  offers: ['consultant'],
  active: true,
};

export function centreFormOf(centre: AdminCentre): CentreForm {
  return {
    ...centre,
    openingHours: { ...centre.openingHours, weekdays: centre.openingHours.weekdays.map(String) },
    mapUrl: centre.mapUrl ?? '',
  };
}

/** The form as the API's centre, checked by its schema so each error names its field. */
export const centreForm = CentreFields.transform((form): Record<string, unknown> => ({
  ...form,
  openingHours: { ...form.openingHours, weekdays: form.openingHours.weekdays.map(Number) },
  mapUrl: orNull(form.mapUrl),
})).pipe(CentreInput);

/** The input of a listed centre, to save it back changed. */
export function centreInputOf({ id: _id, cityName: _city, sample: _sample, ...input }: AdminCentre) {
  return input;
}
