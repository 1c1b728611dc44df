import { describe, expect, it } from 'vitest';
import {
  EMPTY_ALUMNUS,
  EMPTY_BUDDY,
  alumnusForm,
  alumnusFormOf,
  buddyForm,
  buddyFormOf,
} from './people-forms.ts';

const alumnus = {
  ...EMPTY_ALUMNUS,
  fullName: 'Ritika Menon',
  universitySlug: 'monash-university',
  course: 'Master of Data Science',
  graduationYear: '2022',
  currentRole: 'Data analyst, Melbourne',
  hometown: 'Kochi',
  email: 'ritika.menon@example.com',
  mobile: '+91 98470 12345',
};

const fields = (result: { error?: { issues: { path: PropertyKey[] }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('the alumni and buddies forms', () => {
  it('send an alumnus’s year as a number and the mobile in full, and show a listed one as it was', () => {
    const input = alumnusForm.parse(alumnus);
    expect(input).toMatchObject({ graduationYear: 2022, mobile: '+919847012345' });
    const listed = { ...input, id: 7, universityName: 'Monash University' };
    expect(alumnusForm.parse(alumnusFormOf(listed))).toEqual(input);
  });

  it('name the field at fault', () => {
    expect(fields(alumnusForm.safeParse({ ...alumnus, graduationYear: '' }))).toEqual(['graduationYear']);
    expect(fields(alumnusForm.safeParse({ ...alumnus, mobile: '98470' }))).toEqual(['mobile']);
    const buddy = {
      ...EMPTY_BUDDY,
      fullName: 'Aditya Rao',
      email: 'aditya.rao@example.com',
      university: 'University of Debrecen',
      course: 'MD',
      about: 'Third year at Debrecen; happy to talk about hostels and the first semester.',
    };
    expect(fields(buddyForm.safeParse(buddy))).toEqual(['destination']);
    const input = buddyForm.parse({ ...buddy, destination: 'hungary' });
    expect(buddyForm.parse(buddyFormOf({ ...input, id: 3 }))).toEqual(input);
  });
});
