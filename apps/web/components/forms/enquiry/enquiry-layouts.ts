import type { DestinationOptionList, RegistrationType } from '@meridian/domain/lead/enquiry-options';
import type { EnquiryLayoutId } from '@meridian/domain/lead/enquiry-forms';
import type { EnquiryFormValues } from '@meridian/domain/lead/schemas';

/** The enquiry form's questions; `phone` is the country code and mobile number together. */
export type EnquiryQuestion =
  | 'name'
  | 'phone'
  | 'email'
  | 'city'
  | 'interestedCountries'
  | 'interestedYear'
  | 'interestedEducationLevel'
  | 'englishTestStatus'
  | 'previousClassStatus'
  | 'contactConsent';

/** How one page sets out the one enquiry form: its words, OTP or not, which destinations. */
export interface EnquiryLayout {
  heading: string;
  intro: string;
  withOtp: boolean;
  destinations: DestinationOptionList;
  /** Answers a layout fixes instead of asking (MBBS is an undergraduate degree). */
  fixed?: Partial<EnquiryFormValues>;
  /** How the lead reached us, when not the plain enquiry. */
  registrationType?: RegistrationType;
}

/**
 * Every enquiry form asks in two steps (issue 32). The first is a lead on its own: who to call and
 * what they plan. The second, optional, helps the counsellor prepare the call.
 */
export const FIRST_STEP: readonly EnquiryQuestion[] = [
  'name',
  'phone',
  'interestedCountries',
  'interestedEducationLevel',
  'contactConsent',
];
export const SECOND_STEP: readonly EnquiryQuestion[] = [
  'email',
  'city',
  'interestedYear',
  'englishTestStatus',
  'previousClassStatus',
];

const INTRO =
  'Tell us where and what you want to study. A counsellor will call you to talk through universities, costs, scholarships and visas. The advice is free.';

export const ENQUIRY_LAYOUTS = {
  enquiry: {
    heading: 'Talk to a study-abroad counsellor',
    intro: INTRO,
    withOtp: false,
    destinations: 'standard',
  },
  enquiry2: {
    heading: 'Plan your study abroad in two steps',
    intro: INTRO,
    withOtp: false,
    destinations: 'standard',
  },
  enquiry3: {
    heading: 'Get a free counselling call',
    intro: `${INTRO} We verify your mobile number with a one-time password so your counsellor reaches you.`,
    withOtp: true,
    destinations: 'standard',
  },
  enquiry4: {
    heading: 'Start your application plan',
    intro: `${INTRO} We verify your mobile number with a one-time password so your counsellor reaches you.`,
    withOtp: true,
    destinations: 'standard',
  },
  enquiry11: {
    heading: 'Find your study destination',
    intro: `Compare more destinations, including Italy and Finland. ${INTRO}`,
    withOtp: true,
    destinations: 'extended',
  },
  enquiry12: {
    heading: 'Find your study destination in two steps',
    intro: `Compare more destinations, including Italy and Finland. ${INTRO}`,
    withOtp: false,
    destinations: 'extended',
  },
  'enquiry-medical': {
    heading: 'Study MBBS abroad',
    intro:
      'Russia, Uzbekistan, Kazakhstan, Georgia and Kyrgyzstan offer English-taught MBBS programmes. To practise in India, a student needs to qualify in NEET-UG before joining, and the degree must meet the National Medical Commission rules. Ask a counsellor which universities meet them.',
    withOtp: true,
    destinations: 'medical',
    fixed: { interestedEducationLevel: 'BACHELORS' },
  },
  /**
   * The Apply popup of a course or program page: the page fixes the destination and level (the
   * program's), so its first step asks only who to call.
   */
  'apply-program': {
    heading: 'Apply for this program',
    intro: 'A counsellor checks your profile against this program’s requirements and helps you apply, free.',
    withOtp: false,
    destinations: 'standard',
    registrationType: 'APPLY_PROGRAM',
  },
  /** The popform: the short enquiry that pops up on the pages a page rule names, prefilled from the page. */
  popform: {
    heading: 'Get a free counselling call',
    intro: 'Tell us your plans and a counsellor will call you about universities, costs and visas.',
    withOtp: false,
    destinations: 'standard',
  },
} as const satisfies Record<EnquiryLayoutId, EnquiryLayout>;

/** The layouts that have their own /enquiry* page (the others live in popups). */
export type EnquiryPageLayoutId = Exclude<EnquiryLayoutId, 'apply-program' | 'popform'>;

export type { EnquiryLayoutId };

/** The form fields a question covers, for validating one step before the next. */
export function fieldsOf(question: EnquiryQuestion): (keyof EnquiryFormValues)[] {
  return question === 'phone' ? ['countryCode', 'mobile'] : [question];
}
