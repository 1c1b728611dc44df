/** SPEC.md §9: enquiry defaults and the option lists the forms offer. */
export const ENQUIRY_DEFAULTS = {
  interestedEducationLevel: 'MASTERS',
  interestedCountries: 'other',
  registrationType: 'REGISTRATION_ENQUIRY',
  sendOtp: false,
} as const;

/** Destination choices: the standard list, the extended list (adds Italy and Finland), MBBS abroad. */
export const DESTINATION_OPTIONS = {
  standard: ['Germany', 'USA', 'UAE', 'France', 'Ireland', 'UK', 'Canada', 'Australia', 'Other'],
  extended: [
    'Germany',
    'USA',
    'UAE',
    'France',
    'Ireland',
    'UK',
    'Canada',
    'Australia',
    'Italy',
    'Finland',
    'Other',
  ],
  medical: ['Russia', 'Uzbekistan', 'Kazakhstan', 'Georgia', 'Kyrgyzstan'],
} as const;
export type DestinationOptionList = keyof typeof DESTINATION_OPTIONS;

export const EDUCATION_LEVELS = [
  { value: 'BACHELORS', label: "Bachelor's (undergraduate)" },
  { value: 'MASTERS', label: "Master's (postgraduate)" },
] as const;

export const ENGLISH_TEST_STATUSES = [
  { value: 'TAKEN', label: 'Taken (IELTS, TOEFL, PTE or Duolingo)' },
  { value: 'BOOKED', label: 'Test date booked' },
  { value: 'PREPARING', label: 'Preparing, not booked yet' },
  { value: 'NOT_STARTED', label: 'Not started' },
] as const;

export const PREVIOUS_CLASS_STATUSES = [
  { value: 'CLASS_12_STUDYING', label: 'Studying in Class 12' },
  { value: 'CLASS_12_COMPLETED', label: 'Completed Class 12' },
  { value: 'BACHELORS_STUDYING', label: "In my bachelor's degree" },
  { value: 'BACHELORS_COMPLETED', label: "Completed my bachelor's degree" },
  { value: 'WORKING', label: 'Working professional' },
] as const;

/** How a lead reached us: an enquiry form, call-me-back, a program's Apply popup, a brochure request. */
export const REGISTRATION_TYPES = [
  'REGISTRATION_ENQUIRY',
  'CALL_ME_BACK',
  'APPLY_PROGRAM',
  'BROCHURE_REQUEST',
] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** How many intake years ahead a student may pick, counting the current one. */
export const INTAKE_YEARS_AHEAD = 4;

export function intakeYears(today: Date = new Date()): number[] {
  const first = today.getUTCFullYear();
  return Array.from({ length: INTAKE_YEARS_AHEAD }, (_, i) => first + i);
}
