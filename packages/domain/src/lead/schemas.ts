import { z } from 'zod';
import { SignedLinkToken } from '../signed-link.ts';
import { Attribution } from './attribution.ts';
import { FormId } from './enquiry-forms.ts';
import {
  EDUCATION_LEVELS,
  ENGLISH_TEST_STATUSES,
  ENQUIRY_DEFAULTS,
  PREVIOUS_CLASS_STATUSES,
  REGISTRATION_TYPES,
  intakeYears,
} from './enquiry-options.ts';
import { normaliseInterestedCountries } from './interested-countries.ts';
import { toE164Mobile } from './phone.ts';

const values = <T extends { value: string }>(options: readonly T[]) =>
  options.map((o) => o.value) as [T['value'], ...T['value'][]];

export const PersonName = z
  .string()
  .trim()
  .min(2, 'Please enter your full name')
  .max(100, 'Please keep the name under 100 characters')
  .regex(/^[\p{L}\p{M} .'-]+$/u, 'Please use letters only in the name');

export const EmailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

export const DialCode = z.string().regex(/^\+\d{1,4}$/, 'Please choose a country code');
export const MobileInput = z.string().trim().min(1, 'Please enter your mobile number').max(24);

const CONSENT_REQUIRED = 'Please agree to be contacted so a counsellor can reply';
export const ContactConsent = z.literal(true, CONSENT_REQUIRED);
/** The form's checkbox starts unticked (false) and must be ticked by the person. */
const ConsentCheckbox = z.boolean().refine((ticked) => ticked, CONSENT_REQUIRED);

/** `extraFields`: the attribution of the visit plus the page the form was sent from. */
export const ExtraFields = z.object({
  ...Attribution.shape,
  platformUrl: z.string().trim().max(1000).optional(),
});
export type ExtraFields = z.infer<typeof ExtraFields>;

const TrackingFields = {
  source: z.string().trim().max(100).optional(),
  /** The form and version the person filled in (`popform-v2`), so the business can compare forms. */
  formId: FormId.optional(),
  platForm: z.string().trim().max(40).optional(),
  clickIdentifier: z.string().trim().max(600).optional(),
  extraFields: ExtraFields.default({}),
};

/**
 * What a lead asked about when it came from a program, course or university page (the Apply
 * popup, a brochure request), so the counsellor starts from that program.
 */
export const ProgramInterest = z
  .object({
    kind: z.enum(['course', 'accelerator-program', 'university']),
    /** The course id, program slug or university slug the page shows. */
    ref: z.string().trim().min(1).max(160),
    /** The course or program name; absent for a university. */
    title: z.string().trim().min(2).max(200).optional(),
    university: z.string().trim().min(2).max(200),
    country: z.string().trim().min(2).max(80),
  })
  .meta({ id: 'ProgramInterest' });
export type ProgramInterest = z.infer<typeof ProgramInterest>;

export const InterestedYear = z
  .number('Please choose the year you want to start')
  .int()
  .refine((year) => intakeYears().includes(year), 'Please choose a year from the list');

/** The fields of an enquiry (SPEC.md §3) before the mobile-for-its-country check. */
const EnquiryFields = z.object({
  name: PersonName,
  countryCode: DialCode,
  mobile: MobileInput,
  // The forms' first step asks who and what only; the email comes with the optional second step.
  email: EmailAddress.optional(),
  // Checked by the API against the site countries' city lists (GET /pathway/lookups/cities).
  city: z.string().trim().min(1).max(80).optional(),
  country: z.string().trim().max(60).optional(),
  // Left out, a new lead takes SPEC.md §9's defaults and a lead already held keeps its answer.
  interestedCountries: z
    .union([z.string().max(200), z.array(z.string().max(60)).max(20)])
    .transform(normaliseInterestedCountries)
    .optional(),
  interestedEducationLevel: z.enum(values(EDUCATION_LEVELS), 'Please choose a level').optional(),
  interestedYear: InterestedYear.optional(),
  englishTestStatus: z
    .enum(values(ENGLISH_TEST_STATUSES), 'Please choose your English test status')
    .optional(),
  previousClassStatus: z
    .enum(values(PREVIOUS_CLASS_STATUSES), 'Please choose where you are in your studies')
    .optional(),
  registrationType: z.enum(REGISTRATION_TYPES).default(ENQUIRY_DEFAULTS.registrationType),
  sendOtp: z.boolean().default(ENQUIRY_DEFAULTS.sendOtp),
  contactConsent: ContactConsent,
  programInterest: ProgramInterest.optional(),
  ...TrackingFields,
});

export const MOBILE_FOR_COUNTRY = 'Please enter a valid mobile number for the chosen country code';
const PhoneParts = z.object({ countryCode: DialCode, mobile: MobileInput });

/**
 * Adds the per-country mobile check (libphonenumber). It runs as soon as the two phone fields are
 * themselves well-formed, so a form shows it next to the mobile field even while others are empty.
 */
export function withValidMobile<T extends z.ZodType<{ countryCode: string; mobile: string }>>(schema: T) {
  return schema.refine((v) => toE164Mobile(v) !== undefined, {
    path: ['mobile'],
    message: MOBILE_FOR_COUNTRY,
    when: (payload) => PhoneParts.safeParse(payload.value).success,
  });
}

export const EnquiryRequest = withValidMobile(EnquiryFields).meta({ id: 'EnquiryRequest' });
export type EnquiryRequest = z.output<typeof EnquiryRequest>;
export type EnquiryRequestInput = z.input<typeof EnquiryRequest>;

/** An optional answer of a form: its empty control ('') is no answer. */
const optionalAnswer = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const CITY_NOT_LISTED = 'Please choose your city from the list';

/**
 * What the enquiry forms ask, with the city list of the form's site (issue 35: looked up per
 * region). The first step is required: who (name, mobile), what they plan (at least one
 * destination, a level) and the consent; the second step's answers are optional but checked when
 * given. The request the form sends is parsed by `EnquiryRequest` on the API.
 */
export const enquiryFormSchema = (cities: readonly string[]) =>
  withValidMobile(
    EnquiryFields.extend({
      email: optionalAnswer(EmailAddress),
      city: optionalAnswer(z.string().refine((city) => cities.includes(city), CITY_NOT_LISTED)),
      interestedCountries: z.array(z.string()).min(1, 'Please choose at least one destination'),
      interestedEducationLevel: z.enum(values(EDUCATION_LEVELS), 'Please choose a level'),
      interestedYear: optionalAnswer(InterestedYear),
      englishTestStatus: optionalAnswer(
        z.enum(values(ENGLISH_TEST_STATUSES), 'Please choose your English test status'),
      ),
      previousClassStatus: optionalAnswer(
        z.enum(values(PREVIOUS_CLASS_STATUSES), 'Please choose where you are in your studies'),
      ),
      contactConsent: ConsentCheckbox,
    }),
  );
export type EnquiryFormSchema = ReturnType<typeof enquiryFormSchema>;
export type EnquiryFormValues = z.input<EnquiryFormSchema>;

/** How a short form's lead is reached: the mobile, the consent to be contacted, and where they came from. */
const ReachFields = {
  countryCode: DialCode,
  mobile: MobileInput,
  contactConsent: ContactConsent,
  ...TrackingFields,
};

/** `/user-contact-number/register`: call-me-back asks only who to call and on which number. */
const CallMeBackFields = z.object({ name: PersonName, ...ReachFields });
export const CallMeBackRequest = withValidMobile(CallMeBackFields).meta({ id: 'CallMeBackRequest' });
export type CallMeBackRequest = z.output<typeof CallMeBackRequest>;
export type CallMeBackRequestInput = z.input<typeof CallMeBackRequest>;

/**
 * The short lead form (name, email, mobile, consent) of e-book downloads, the contact form and
 * accommodation enquiries. Each becomes a lead through the lead service, which sets the source.
 */
export const ShortLeadFields = z.object({ name: PersonName, email: EmailAddress, ...ReachFields });
export const ShortLeadRequest = withValidMobile(ShortLeadFields).meta({ id: 'ShortLeadRequest' });
export type ShortLeadRequest = z.output<typeof ShortLeadRequest>;
export type ShortLeadRequestInput = z.input<typeof ShortLeadRequest>;

/** What the short forms validate in the browser: the consent box starts unticked. */
export const ShortLeadFormFields = ShortLeadFields.extend({ contactConsent: ConsentCheckbox });

export const CallMeBackFormSchema = withValidMobile(
  CallMeBackFields.extend({ contactConsent: ConsentCheckbox }),
);
export type CallMeBackFormValues = z.input<typeof CallMeBackFormSchema>;

export const EnquiryResponse = z
  .object({
    status: z.literal(true),
    message: z.string(),
    leadId: z.uuid(),
    otpRequestId: z.uuid().optional(),
  })
  .meta({ id: 'EnquiryResponse' });
export type EnquiryResponse = z.infer<typeof EnquiryResponse>;

export const OtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit OTP');
export const OtpRequestId = z.uuid('Please request a new OTP');

/** The code and the OTP request it answers, for an enquiry's, a login's or a registration's OTP. */
export const OtpVerifyRequest = z
  .object({ otpRequestId: OtpRequestId, otp: OtpCode })
  .meta({ id: 'OtpVerifyRequest' });
export type OtpVerifyRequest = z.infer<typeof OtpVerifyRequest>;

export const OtpVerifyResponse = z
  .object({ status: z.literal(true), message: z.string(), leadId: z.uuid() })
  .meta({ id: 'OtpVerifyResponse' });
export type OtpVerifyResponse = z.infer<typeof OtpVerifyResponse>;

export const OtpResendRequest = z.object({ otpRequestId: OtpRequestId }).meta({ id: 'OtpResendRequest' });
export type OtpResendRequest = z.infer<typeof OtpResendRequest>;

/** A code was sent: login, register and every resend answer the OTP request it belongs to. */
export const OtpRequested = z
  .object({ status: z.literal(true), otpRequestId: z.uuid() })
  .meta({ id: 'OtpRequested' });
export type OtpRequested = z.infer<typeof OtpRequested>;

export const MessageChannel = z.enum(['sms', 'email']);
export type MessageChannel = z.infer<typeof MessageChannel>;

/** `GET /dev/outbox?to=…` (non-production): what was sent to one number or address, newest first. */
export const OutboxQuery = z.object({ to: z.string().trim().min(3).max(254) });
/** A file an email carried, e.g. a calendar entry (`text/calendar`). */
/** A file sent with an email: text as it is (a calendar entry), or binary (a PDF) in base64. */
export const MessageAttachment = z
  .object({
    fileName: z.string(),
    contentType: z.string(),
    content: z.string(),
    encoding: z.literal('base64').optional(),
  })
  .meta({ id: 'MessageAttachment' });
export type MessageAttachment = z.infer<typeof MessageAttachment>;

export const OutboxMessage = z
  .object({
    to: z.string(),
    channel: MessageChannel,
    subject: z.string().nullable(),
    body: z.string(),
    attachments: z.array(MessageAttachment),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const ContactPreferences = z
  .object({
    contact: z.string(),
    kind: z.enum(['mobile', 'email']),
    stopCalls: z.boolean(),
    stopSms: z.boolean(),
    stopEmail: z.boolean(),
  })
  .meta({ id: 'ContactPreferences' });
export type ContactPreferences = z.infer<typeof ContactPreferences>;

/** The link in every message carries a signed token naming one number or address. */
export const PreferencesQuery = z.object({ token: SignedLinkToken });
export const PreferencesUpdate = z
  .object({
    token: SignedLinkToken,
    stopCalls: z.boolean(),
    stopSms: z.boolean(),
    stopEmail: z.boolean(),
  })
  .meta({ id: 'PreferencesUpdate' });
export type PreferencesUpdate = z.infer<typeof PreferencesUpdate>;

/** One enquiry, call-me-back, Apply popup or brochure request of a lead, with its attribution. */
export const LeadTouchpoint = z.object({
  registrationType: z.string(),
  source: z.string().nullable(),
  formId: z.string().nullable(),
  platForm: z.string().nullable(),
  clickIdentifier: z.string().nullable(),
  extraFields: ExtraFields,
  programInterest: ProgramInterest.nullable(),
  createdAt: z.iso.datetime(),
});
export type LeadTouchpoint = z.infer<typeof LeadTouchpoint>;

/** `GET /dev/leads/:leadId` (non-production): a lead with its touchpoints, for tests and developers. */
export const LeadDevView = z.object({
  id: z.uuid(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  verified: z.boolean(),
  enquiryCount: z.number().int(),
  interestedCountries: z.array(z.string()),
  interestedEducationLevel: z.string(),
  interestedYear: z.number().int().nullable(),
  city: z.string().nullable(),
  attribution: ExtraFields,
  touchpoints: z.array(LeadTouchpoint),
  consents: z.array(z.object({ version: z.string(), text: z.string(), givenAt: z.iso.datetime() })),
  /** What the lead's mobile, then its email (when given), has stopped: what the notifier honours. */
  contactPreferences: z.array(ContactPreferences),
});
export type LeadDevView = z.infer<typeof LeadDevView>;
