import { z } from 'zod';
import { AlumnusInput, type AdminAlumnus } from '@meridian/domain/alumni/admin';
import { BuddyInput, type AdminBuddy } from '@meridian/domain/learning/buddy-admin';
import { numberOrNaN } from '../content/form-text.ts';

/** An alumnus's form: the year as typed, checked by the API's schema so each error names its field. */
const AlumnusFields = z.object({
  fullName: z.string(),
  universitySlug: z.string(),
  course: z.string(),
  graduationYear: z.string(),
  currentRole: z.string(),
  hometown: z.string(),
  email: z.string(),
  mobile: z.string(),
  active: z.boolean(),
});
export type AlumnusForm = z.infer<typeof AlumnusFields>;

export const EMPTY_ALUMNUS: AlumnusForm = {
  fullName: '',
  universitySlug: '',
  course: '',
  graduationYear: '',
  currentRole: '',
  hometown: '',
  email: '',
  mobile: '',
  active: true,
};

export const alumnusForm = AlumnusFields.transform((form): Record<string, unknown> => ({
  ...form,
  graduationYear: numberOrNaN(form.graduationYear),
})).pipe(AlumnusInput);

export const alumnusFormOf = ({ id: _id, universityName: _name, ...alumnus }: AdminAlumnus): AlumnusForm => ({
  ...alumnus,
  graduationYear: String(alumnus.graduationYear),
});

/** A buddy's form: the destination as chosen (none yet is refused by the API's schema). */
const BuddyFields = z.object({
  fullName: z.string(),
  email: z.string(),
  destination: z.string(),
  university: z.string(),
  course: z.string(),
  about: z.string(),
  active: z.boolean(),
});
export type BuddyForm = z.infer<typeof BuddyFields>;

export const EMPTY_BUDDY: BuddyForm = {
  fullName: '',
  email: '',
  destination: '',
  university: '',
  course: '',
  about: '',
  active: true,
};

export const buddyForm = BuddyFields.pipe(BuddyInput);

export const buddyFormOf = ({ id: _id, ...buddy }: AdminBuddy): BuddyForm => buddy;
