import { randomUUID } from 'node:crypto';
import { EducationLevel } from '@meridian/domain/catalogue/level-schema';
import { toE164Mobile } from '@meridian/domain/lead/phone';
import type { RegisterRequest } from '@meridian/domain/auth/schemas';
import type { OtpRequested } from '@meridian/domain/lead/schemas';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { createOtpRequest, otpSender, type IssuedOtp, type OtpContact } from '#api/platform/otp/service.ts';
import { latestLeadOfContact } from '#api/modules/lead/enquiry/service.ts';
import { createAccount, findAccount, proveEmail, type UserRow } from '#api/modules/user/accounts/service.ts';
import { invalidMobile, sendOtp, type AuthDeps, type AuthOtp } from './otp-sending.ts';
import { insertPendingRegistration, takePendingRegistration, type PendingRegistrationRow } from './repo.ts';

/** A registration's OTP is valid for minutes; an unverified one older than a day is of no use. */
const PENDING_REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /auth/user/register`: an OTP to the new mobile, answered alike whether or not the mobile
 * or email has an account. The account is made only when the code is verified, so nobody holds a
 * number they cannot receive codes on (a number that has an account by then is logged in to).
 */
export async function registerAccount(deps: AuthDeps, request: RegisterRequest): Promise<OtpRequested> {
  const mobile = toE164Mobile(request);
  if (!mobile) throw invalidMobile();
  return sendOtp(deps, ...registrationOtp(deps, { request, mobile, emailVerifiedAt: null }));
}

/** The OTP to a registration's mobile, and the pending registration it proves (written with it). */
function registrationOtp(
  deps: AuthDeps,
  options: { request: RegisterRequest; mobile: string; emailVerifiedAt: Date | null },
): [otp: AuthOtp, prepare: (tx: Tx) => Promise<void>] {
  const { request, mobile } = options;
  const id = randomUUID();
  const staleBefore = new Date(deps.clock().getTime() - PENDING_REGISTRATION_TTL_MS);
  return [
    { purpose: 'register', channel: 'sms', destination: mobile, subjectId: id },
    (tx) =>
      insertPendingRegistration(
        tx,
        {
          id,
          fullName: request.fullName,
          email: request.email,
          mobile,
          countryCode: request.countryCode,
          emailVerifiedAt: options.emailVerifiedAt,
        },
        staleBefore,
      ),
  ];
}

type NewAccount = Pick<
  PendingRegistrationRow,
  'fullName' | 'email' | 'mobile' | 'countryCode' | 'emailVerifiedAt'
>;

/**
 * Makes the account of a registration whose mobile is proven, linked to the newest lead of its
 * mobile, or of its email when that is proven too (the person keeps their enquiries), and taking
 * that lead's level of study. An email still unproven is kept but trusted for nothing.
 */
async function createProvenAccount(tx: Tx, registration: NewAccount): Promise<UserRow> {
  const emailProven = registration.emailVerifiedAt !== null;
  const lead = await latestLeadOfContact(tx, {
    mobile: registration.mobile,
    email: emailProven ? registration.email : undefined,
  });
  const user = await createAccount(tx, {
    fullName: registration.fullName,
    email: registration.email,
    mobile: registration.mobile,
    countryCode: registration.countryCode,
    leadId: lead?.id ?? null,
    interestedEducationLevel: EducationLevel.safeParse(lead?.interestedEducationLevel).data ?? null,
  });
  if (!registration.emailVerifiedAt) return user;
  const at = registration.emailVerifiedAt;
  const proven = await proveEmail(tx, { userId: user.id, email: registration.email, at });
  return proven ? { ...user, emailVerifiedAt: at } : user;
}

/** A registration's code: the account of its mobile (made now, or already there: then it is a login). */
export async function accountOfRegistration(tx: Tx, registrationId: string): Promise<UserRow> {
  const registration = await takePendingRegistration(tx, registrationId);
  if (!registration)
    throw new AppError('BAD_REQUEST', 'this registration has expired', { field: 'otpRequestId' });
  return (
    (await findAccount(tx, { mobile: registration.mobile })) ?? (await createProvenAccount(tx, registration))
  );
}

const notTheContact = (field: 'mobile' | 'email') =>
  new AppError('BAD_REQUEST', `this code was not sent to the registration’s ${field}`, {
    field: `registration.${field}`,
  });

/**
 * A login code proved a contact without an account, sent with the registration naming it. A proven
 * mobile makes the account at once; a proven email is kept with the registration while its mobile
 * gets a code of its own (`otp`, queued in this transaction and sent at once after the commit).
 */
export async function registerProvenContact(
  deps: AuthDeps,
  tx: Tx,
  options: { sentTo: OtpContact; registration: RegisterRequest },
): Promise<{ user: UserRow } | { otp: IssuedOtp }> {
  const { sentTo, registration } = options;
  const mobile = toE164Mobile(registration);
  if (!mobile) throw invalidMobile();
  const now = deps.clock();
  if (sentTo.channel === 'sms') {
    if (sentTo.destination !== mobile) throw notTheContact('mobile');
    return { user: await createProvenAccount(tx, { ...registration, mobile, emailVerifiedAt: null }) };
  }
  if (sentTo.destination !== registration.email) throw notTheContact('email');
  const [otp, prepare] = registrationOtp(deps, { request: registration, mobile, emailVerifiedAt: now });
  await prepare(tx);
  return {
    otp: await createOtpRequest(tx, { sender: otpSender(deps), secret: deps.config.JWT_SECRET, ...otp, now }),
  };
}
