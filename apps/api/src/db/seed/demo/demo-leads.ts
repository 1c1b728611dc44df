import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { RegistrationType } from '@meridian/domain/lead/enquiry-options';
import type { ExtraFields } from '@meridian/domain/lead/schemas';
import type { users } from '#api/db/schema/people.ts';

/** A second counsellor, so leads have someone to be shared with (README "Demo accounts"). */
export const SECOND_COUNSELLOR = {
  fullName: 'Meera Pillai',
  mobile: '+919000000202',
  countryCode: '+91',
  email: 'meera.pillai@example.com',
  paidUser: false,
  permissions: [PERMISSIONS.viewRecommendation, PERMISSIONS.lmsUser],
  interestedEducationLevel: null,
} as const satisfies typeof users.$inferInsert;

/** The destinations each counsellor answers leads for; a new lead goes round-robin among them. */
export const COUNSELLOR_DESKS = [
  { mobile: '+919000000201', destinations: ['UK', 'USA', 'Canada', 'Ireland', 'Australia', 'Other'] },
  {
    mobile: SECOND_COUNSELLOR.mobile,
    destinations: ['Germany', 'France', 'Finland', 'Netherlands', 'Ireland', 'Australia', 'Other'],
  },
] as const;

export interface DemoLead {
  name: string;
  mobile: string;
  email: string;
  city: string;
  interestedCountries: string[];
  interestedEducationLevel: 'BACHELORS' | 'MASTERS';
  registrationType: RegistrationType;
  source: string;
  attribution: ExtraFields;
  daysAgo: number;
  verified: boolean;
}

/** Enquiries as the inbox receives them, on reserved demo numbers (+91 90000 005xx). */
export const DEMO_LEADS: readonly DemoLead[] = [
  {
    name: 'Sneha Kulkarni',
    mobile: '+919000000501',
    email: 'sneha.kulkarni@example.com',
    city: 'Pune',
    interestedCountries: ['Germany'],
    interestedEducationLevel: 'MASTERS',
    registrationType: 'REGISTRATION_ENQUIRY',
    source: 'enquiry',
    attribution: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'germany-masters' },
    daysAgo: 1,
    verified: true,
  },
  {
    name: 'Aditya Menon',
    mobile: '+919000000502',
    email: 'aditya.menon@example.com',
    city: 'Chennai',
    interestedCountries: ['USA'],
    interestedEducationLevel: 'MASTERS',
    registrationType: 'REGISTRATION_ENQUIRY',
    source: 'enquiry2',
    attribution: { utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'usa-fall-intake' },
    daysAgo: 2,
    verified: false,
  },
  {
    name: 'Farhan Qureshi',
    mobile: '+919000000503',
    email: 'farhan.qureshi@example.com',
    city: 'Hyderabad',
    interestedCountries: ['Canada'],
    interestedEducationLevel: 'BACHELORS',
    registrationType: 'CALL_ME_BACK',
    source: 'call-me-back',
    attribution: { utm_source: 'newsletter', utm_medium: 'email' },
    daysAgo: 3,
    verified: false,
  },
  {
    name: 'Ishita Banerjee',
    mobile: '+919000000504',
    email: 'ishita.banerjee@example.com',
    city: 'Kolkata',
    interestedCountries: ['UK'],
    interestedEducationLevel: 'MASTERS',
    registrationType: 'BROCHURE_REQUEST',
    source: 'brochure',
    attribution: { utm_source: 'google', utm_medium: 'organic' },
    daysAgo: 5,
    verified: true,
  },
  {
    name: 'Karan Malhotra',
    mobile: '+919000000505',
    email: 'karan.malhotra@example.com',
    city: 'Delhi',
    interestedCountries: ['Australia'],
    interestedEducationLevel: 'MASTERS',
    registrationType: 'REGISTRATION_ENQUIRY',
    source: 'enquiry',
    attribution: { utm_source: 'facebook', utm_medium: 'paid-social', utm_campaign: 'australia-feb-intake' },
    daysAgo: 8,
    verified: true,
  },
];
