import { LEAD_SUCCESS_MESSAGE } from '@meridian/domain/error-catalogue';
import { CONTACT_CONSENT, contactConsentText } from '@meridian/domain/lead/consent';
import { toE164Mobile } from '@meridian/domain/lead/phone';
import type {
  CallMeBackRequest,
  EnquiryRequest,
  EnquiryResponse,
  OtpRequested,
  OtpVerifyResponse,
  ProgramInterest,
  ShortLeadRequest,
} from '@meridian/domain/lead/schemas';
import { ENQUIRY_DEFAULTS, type RegistrationType } from '@meridian/domain/lead/enquiry-options';
import {
  addInterestedCountries,
  normaliseInterestedCountries,
} from '@meridian/domain/lead/interested-countries';
import type { Db } from '#api/db/client.ts';
import type { LeadAnswers, PendingContact } from '#api/db/schema/people.ts';
import { lockKeys, type Tx } from '#api/db/transaction.ts';
import type { ApiConfig } from '#api/env.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Notifier } from '#api/platform/notifier/notifier.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import {
  createOtpRequest,
  otpSender,
  resendOtpNow,
  verifyOtp,
  type IssuedOtp,
  type OtpPurpose,
} from '#api/platform/otp/service.ts';
import { enquiryConfirmationEmail } from './messages.ts';
import { handToCounsellor } from '#api/modules/lead/inbox/service.ts';
import { listedCity } from '#api/modules/pathway/lookups/lookups.service.ts';
import {
  findLeadById,
  findLeadForUpdate,
  findRecentLeadByContact,
  insertConsentRecord,
  insertLead,
  insertTouchpoint,
  markLeadVerified,
  setPendingContact,
  updateLeadFromEnquiry,
  type LeadRow,
} from './repo.ts';

export interface LeadDeps {
  db: Db;
  notifier: Notifier;
  config: ApiConfig;
  clock: Clock;
}

/** A repeat enquiry within this window updates the lead instead of making a new one. */
const DEDUPE_WINDOW_MS = 24 * 60 * 60 * 1000;

type LeadInput = Pick<
  EnquiryRequest,
  'name' | 'countryCode' | 'mobile' | 'registrationType' | 'extraFields'
> &
  Partial<
    Pick<
      EnquiryRequest,
      | 'email'
      | 'city'
      | 'country'
      | 'interestedCountries'
      | 'interestedEducationLevel'
      | 'interestedYear'
      | 'englishTestStatus'
      | 'previousClassStatus'
      | 'source'
      | 'formId'
      | 'platForm'
      | 'clickIdentifier'
      | 'programInterest'
    >
  >;

/** A repeat enquiry's name, email and answers, waiting for an OTP to the lead's mobile. */
type ProposedContact = Omit<PendingContact, 'otpRequestId'>;

/** The answers an enquiry gave, without those it did not ask (undefined). */
function answersOf(input: LeadInput): LeadAnswers {
  const answers: LeadAnswers = {
    city: input.city,
    country: input.country,
    interestedCountries: input.interestedCountries,
    interestedEducationLevel: input.interestedEducationLevel,
    interestedYear: input.interestedYear,
    englishTestStatus: input.englishTestStatus,
    previousClassStatus: input.previousClassStatus,
  };
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
}

/**
 * What an enquiry not (yet) verified may change of a lead it joins: it adds its destinations and
 * answers what the lead has no answer to, and never replaces one (the level always has one).
 */
function addedAnswers(lead: LeadRow, answers: LeadAnswers): LeadAnswers {
  return {
    interestedCountries:
      answers.interestedCountries &&
      addInterestedCountries(lead.interestedCountries, answers.interestedCountries),
    city: lead.city ?? answers.city,
    country: lead.country ?? answers.country,
    interestedYear: lead.interestedYear ?? answers.interestedYear,
    englishTestStatus: lead.englishTestStatus ?? answers.englishTestStatus,
    previousClassStatus: lead.previousClassStatus ?? answers.previousClassStatus,
  };
}

/**
 * Saves an enquiry: one transaction that takes a lock per mobile and email, finds a lead from the
 * last 24 hours or makes one, and records the touchpoint and consent. Concurrent enquiries from
 * the same person therefore queue on the lock instead of racing to insert two leads. A new lead is
 * then handed to a counsellor.
 *
 * A repeat enquiry only adds to the lead it joins (`addedAnswers`); what it typed is `proposed`,
 * replacing the lead's details when an OTP to the lead's mobile is verified. A verified lead is
 * not overwritable by whoever knows its number or address: it is joined only from its own mobile,
 * and keeps its name and email; an enquiry naming its email with another mobile makes a new lead.
 * An unverified lead takes the latest contact details, so a counsellor reaches whoever enquired.
 */
async function saveLead(
  deps: LeadDeps,
  input: LeadInput,
  options: { onSaved?: (tx: Tx, leadId: string) => Promise<void>; confirmNewLead?: boolean } = {},
): Promise<{ leadId: string; created: boolean; mobile: string; proposed: ProposedContact | undefined }> {
  const mobile = toE164Mobile(input);
  if (!mobile) throw new AppError('BAD_REQUEST', 'not a valid mobile number', { field: 'mobile' });
  const { email, name, countryCode } = input;
  const answers = answersOf(input);

  const now = deps.clock();
  const saved = await deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`lead:mobile:${mobile}`, ...(email ? [`lead:email:${email}`] : [])]);
    const existing = await findRecentLeadByContact(tx, {
      mobile,
      email,
      since: new Date(now.getTime() - DEDUPE_WINDOW_MS),
    });
    const joined = existing && (!existing.verifiedAt || existing.mobile === mobile) ? existing : undefined;
    let leadId: string;
    let destinations: string[];
    if (joined) {
      leadId = joined.id;
      const added = addedAnswers(joined, answers);
      const contact = joined.verifiedAt ? {} : { name, mobile, countryCode, email };
      await updateLeadFromEnquiry(tx, leadId, { ...contact, ...added });
      destinations = added.interestedCountries ?? joined.interestedCountries;
    } else {
      destinations =
        answers.interestedCountries ?? normaliseInterestedCountries(ENQUIRY_DEFAULTS.interestedCountries);
      leadId = await insertLead(tx, {
        name,
        mobile,
        countryCode,
        email,
        ...answers,
        interestedCountries: destinations,
        interestedEducationLevel:
          answers.interestedEducationLevel ?? ENQUIRY_DEFAULTS.interestedEducationLevel,
        registrationType: input.registrationType,
        formId: input.formId ?? null,
        attribution: input.extraFields,
      });
    }
    await insertTouchpoint(tx, {
      leadId,
      registrationType: input.registrationType,
      source: input.source ?? null,
      formId: input.formId ?? null,
      platForm: input.platForm ?? null,
      clickIdentifier: input.clickIdentifier ?? null,
      extraFields: input.extraFields,
      programInterest: input.programInterest ?? null,
    });
    await insertConsentRecord(tx, {
      leadId,
      version: CONTACT_CONSENT.version,
      text: contactConsentText(deps.config.BRAND_NAME),
      platformUrl: input.extraFields.platformUrl ?? null,
    });
    // A form's first step has no email: its second step, joining the lead, brings the first one.
    const firstEmail = !joined || (!joined.verifiedAt && !joined.email);
    if (firstEmail && options.confirmNewLead) {
      await queueConfirmation(deps, tx, { email: email ?? null, mobile, interestedCountries: destinations });
    }
    await options.onSaved?.(tx, leadId);
    return {
      leadId,
      created: !joined,
      mobile,
      proposed: joined ? { name, email: email ?? joined.email, answers } : undefined,
      unowned: !joined?.assignedCounsellorId,
      destinations,
    };
  });
  // What the transaction queued (the confirmation, or a message of `onSaved`) goes now.
  deps.notifier.kick();
  // A repeat enquiry also finds an owner for a lead left without one (e.g. when handing it over
  // failed after its first transaction committed).
  const { unowned, destinations, ...result } = saved;
  if (unowned) await handToCounsellor(deps.db, result.leadId, destinations);
  return result;
}

/**
 * Marks a lead verified by an OTP to its mobile (inside the OTP's transaction); what the enquiry
 * that sent this very OTP proposed takes effect with it, a later stranger's proposal does not.
 */
export async function proveLead(tx: Tx, leadId: string, otpRequestId: string): Promise<void> {
  const pending = (await findLeadForUpdate(tx, leadId))?.pendingContact;
  const proven = pending?.otpRequestId === otpRequestId ? pending : undefined;
  await markLeadVerified(tx, leadId, proven && { name: proven.name, email: proven.email, ...proven.answers });
}

/**
 * The newest lead of a mobile or an email, however old: an account registered later is linked to
 * it, so the person keeps their enquiry history. The caller passes only contacts it has proven.
 */
export async function latestLeadOfContact(tx: Tx, contact: { mobile: string; email: string | undefined }) {
  return findRecentLeadByContact(tx, { ...contact, since: new Date(0) });
}

/** Queues the confirmation email in the lead's transaction (the notifier drops it if the address has stopped email). */
async function queueConfirmation(
  deps: LeadDeps,
  tx: Tx,
  lead: { email: string | null; mobile: string; interestedCountries: string[] },
): Promise<void> {
  if (!lead.email) return;
  await deps.notifier.enqueue(
    tx,
    enquiryConfirmationEmail({
      brandName: deps.config.BRAND_NAME,
      to: lead.email,
      mobile: lead.mobile,
      interestedCountries: lead.interestedCountries,
    }),
  );
}

type SavedLead = Awaited<ReturnType<typeof saveLead>>;

/**
 * Sends an OTP to a saved lead's mobile, proving `subjectId` (the lead, or a booking it made) when
 * verified; what the enquiry proposed for a lead it joined waits for this code. The code and its
 * message are committed together and sent at once, the outbox retrying a failed delivery.
 */
export async function sendLeadOtp(
  deps: LeadDeps,
  saved: SavedLead,
  options: { purpose: Extract<OtpPurpose, 'lead' | 'appointment'>; subjectId: string },
): Promise<IssuedOtp> {
  const otp = await deps.db.transaction(async (tx) => {
    const issued = await createOtpRequest(tx, {
      sender: otpSender(deps),
      secret: deps.config.JWT_SECRET,
      purpose: options.purpose,
      channel: 'sms',
      destination: saved.mobile,
      subjectId: options.subjectId,
      now: deps.clock(),
    });
    if (saved.proposed) {
      await setPendingContact(tx, saved.leadId, { otpRequestId: issued.requestId, ...saved.proposed });
    }
    return issued;
  });
  await deps.notifier.sendNow(otp.messageId);
  return otp;
}

/** A city as one of the sites' lists spells it (`GET /pathway/lookups/cities`); any other is refused. */
function checkedCity(typed: string | undefined): string | undefined {
  if (typed === undefined) return undefined;
  const city = listedCity(typed);
  if (!city)
    throw new AppError('BAD_REQUEST', 'please choose your city from the list', { field: 'body.city' });
  return city;
}

/**
 * `POST /lead`. With sendOtp the lead stays unverified and an OTP goes to the mobile; without it
 * a new lead gets its confirmation email, queued with it. The lead is committed before the OTP is
 * issued, so the daily OTP limit (429) is reported to the user but loses nothing, and a retry
 * updates the same lead; the OTP is queued with its request and sent at once.
 */
export async function createEnquiry(deps: LeadDeps, payload: EnquiryRequest): Promise<EnquiryResponse> {
  const { sendOtp, contactConsent: _consent, ...input } = payload;
  const city = checkedCity(input.city);
  const saved = await saveLead(deps, { ...input, city }, { confirmNewLead: !sendOtp });
  if (sendOtp) {
    const otp = await sendLeadOtp(deps, saved, { purpose: 'lead', subjectId: saved.leadId });
    return { status: true, message: LEAD_SUCCESS_MESSAGE, leadId: saved.leadId, otpRequestId: otp.requestId };
  }
  return { status: true, message: LEAD_SUCCESS_MESSAGE, leadId: saved.leadId };
}

/**
 * A lead from a short form of another service (e-book download, contact-us, accommodation,
 * brochure request). The service names the source, so the counsellor sees what the person asked
 * for, and may write what else the form asked (`onSaved`) in the same transaction as the lead; a
 * new lead takes SPEC.md §9's defaults for the rest, a lead already held keeps its answers. A new
 * lead's confirmation email is queued with it; a service that emails the person itself (the
 * brochure) passes `confirmByEmail: false`, so they get one message rather than two.
 */
export async function createShortFormLead(
  deps: LeadDeps,
  options: ShortFormOptions & { confirmByEmail?: false },
): Promise<EnquiryResponse> {
  const saved = await saveShortForm(deps, options, options.confirmByEmail !== false);
  return { status: true, message: LEAD_SUCCESS_MESSAGE, leadId: saved.leadId };
}

type ShortFormOptions = {
  payload: ShortLeadRequest;
  source: string;
  registrationType?: RegistrationType;
  programInterest?: ProgramInterest;
  onSaved?: (tx: Tx, leadId: string) => Promise<void>;
};

/** Saves a short form's lead and tells nobody: for a service that sends its own message (an OTP). */
export async function saveShortFormLead(deps: LeadDeps, options: ShortFormOptions): Promise<SavedLead> {
  return saveShortForm(deps, options, false);
}

function saveShortForm(
  deps: LeadDeps,
  options: ShortFormOptions,
  confirmNewLead: boolean,
): Promise<SavedLead> {
  const { contactConsent: _consent, ...input } = options.payload;
  return saveLead(
    deps,
    {
      ...input,
      source: options.source,
      registrationType: options.registrationType ?? ENQUIRY_DEFAULTS.registrationType,
      ...(options.programInterest ? { programInterest: options.programInterest } : {}),
    },
    { confirmNewLead, ...(options.onSaved ? { onSaved: options.onSaved } : {}) },
  );
}

/** `POST /lead/user-contact-number/register`: a call-me-back is a lead with only a name and number. */
export async function registerCallMeBack(
  deps: LeadDeps,
  payload: CallMeBackRequest,
): Promise<EnquiryResponse> {
  const { contactConsent: _consent, ...input } = payload;
  const saved = await saveLead(deps, { ...input, registrationType: 'CALL_ME_BACK' });
  return { status: true, message: LEAD_SUCCESS_MESSAGE, leadId: saved.leadId };
}

export async function verifyLeadOtp(
  deps: LeadDeps,
  request: { otpRequestId: string; otp: string },
): Promise<OtpVerifyResponse> {
  const result = await verifyOtp(deps.db, {
    notifier: deps.notifier,
    secret: deps.config.JWT_SECRET,
    purpose: 'lead',
    requestId: request.otpRequestId,
    code: request.otp,
    onVerified: async (tx, leadId) => {
      await proveLead(tx, leadId, request.otpRequestId);
      const lead = await findLeadById(tx, leadId);
      if (lead) await queueConfirmation(deps, tx, lead);
    },
    now: deps.clock(),
  });
  if (result.firstTime) deps.notifier.kick();
  return { status: true, message: LEAD_SUCCESS_MESSAGE, leadId: result.subjectId };
}

/** The OTPs a lead's mobile gets: an enquiry's, and an appointment booking's. */
export const LEAD_OTP_PURPOSES: readonly OtpPurpose[] = ['lead', 'appointment'];

/** `POST /lead/otp/resend`: a new code for an enquiry's or a booking's OTP. */
export async function resendLeadOtp(
  deps: LeadDeps,
  request: { otpRequestId: string },
): Promise<OtpRequested> {
  return resendOtpNow(deps, { purpose: LEAD_OTP_PURPOSES, requestId: request.otpRequestId });
}
