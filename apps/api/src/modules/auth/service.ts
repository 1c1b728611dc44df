import { randomUUID } from 'node:crypto';
import { EducationLevel } from '@meridian/domain/catalogue/levels';
import { toE164Mobile } from '@meridian/domain/lead/phone';
import type {
  AuthOtpVerifyResponse,
  AuthTokens,
  LoginRequest,
  RegisterRequest,
  SsoTokenResponse,
} from '@meridian/domain/auth/schemas';
import type { MessageChannel, OtpRequested } from '@meridian/domain/lead/schemas';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import type { ApiConfig } from '../../env.ts';
import { AppError } from '../../platform/app-error.ts';
import { signAccessToken } from '../../platform/auth/access-token.ts';
import type { Clock } from '../../platform/module-deps.ts';
import type { Notifier } from '../../platform/notifier/notifier.ts';
import {
  createOtpRequest,
  otpSender,
  resendOtp,
  verifyOtp,
  type OtpPurpose,
} from '../../platform/otp/service.ts';
import { latestLeadOfContact } from '../lead/service.ts';
import { createAccount, findAccount, findAccountById, toUserLite, type UserRow } from '../user/service.ts';
import { signIamToken } from './iam-token.ts';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS } from './refresh-token.ts';
import {
  findRefreshToken,
  findRefreshTokenForUpdate,
  insertPendingRegistration,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeRefreshFamily,
  takePendingRegistration,
} from './repo.ts';

export interface AuthDeps {
  db: Db;
  notifier: Notifier;
  config: ApiConfig;
  clock: Clock;
}

/** The OTP purposes `POST /auth/otp/verify` and `/otp/resend` accept. */
export const AUTH_OTP_PURPOSES: readonly OtpPurpose[] = ['login', 'register'];

/** A registration's OTP is valid for minutes; an unverified one older than a day is of no use. */
const PENDING_REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;

const invalidMobile = () => new AppError('BAD_REQUEST', 'not a valid mobile number', { field: 'mobile' });

/** Where a login's OTP goes: an SMS to the E.164 mobile, or an email. */
function loginContact(request: LoginRequest): { channel: MessageChannel; destination: string } {
  if (request.email) return { channel: 'email', destination: request.email };
  const mobile = toE164Mobile({ countryCode: request.countryCode ?? '', mobile: request.mobile ?? '' });
  if (!mobile) throw invalidMobile();
  return { channel: 'sms', destination: mobile };
}

function refuseInactive(user: UserRow): void {
  if (user.status !== 'active') throw new AppError('AU_UNA_4002');
}

/**
 * Issues an OTP and sends it. `prepare` writes what the code will prove in the same transaction,
 * so a registration never exists without its OTP request.
 */
async function sendOtp(
  deps: AuthDeps,
  otp: { purpose: OtpPurpose; channel: MessageChannel; destination: string; subjectId: string },
  prepare?: (tx: Tx) => Promise<void>,
): Promise<OtpRequested> {
  const issued = await deps.db.transaction(async (tx) => {
    await prepare?.(tx);
    return createOtpRequest(tx, {
      sender: otpSender(deps),
      secret: deps.config.JWT_SECRET,
      ...otp,
      now: deps.clock(),
    });
  });
  await deps.notifier.sendNow(issued.messageId);
  return { status: true, otpRequestId: issued.requestId };
}

/** `POST /auth/login`: an OTP to the account's mobile or email. */
export async function requestLoginOtp(deps: AuthDeps, request: LoginRequest): Promise<OtpRequested> {
  const contact = loginContact(request);
  const user = await findAccount(
    deps.db,
    contact.channel === 'email' ? { email: contact.destination } : { mobile: contact.destination },
  );
  if (!user) throw new AppError('UM_NF_4001');
  refuseInactive(user);
  return sendOtp(deps, { purpose: 'login', ...contact, subjectId: user.id });
}

/** UM_MA_4003 when the mobile has an account, UM_EA_4002 when the email has. */
async function refuseTakenContacts(db: Db | Tx, contact: { mobile: string; email: string }): Promise<void> {
  if (await findAccount(db, { mobile: contact.mobile })) throw new AppError('UM_MA_4003');
  if (await findAccount(db, { email: contact.email })) throw new AppError('UM_EA_4002');
}

/**
 * `POST /auth/user/register`: an OTP to the new mobile. The account is made only when the code is
 * verified, so nobody holds a number or address they cannot receive codes on.
 */
export async function registerAccount(deps: AuthDeps, request: RegisterRequest): Promise<OtpRequested> {
  const mobile = toE164Mobile(request);
  if (!mobile) throw invalidMobile();
  await refuseTakenContacts(deps.db, { mobile, email: request.email });
  const id = randomUUID();
  const staleBefore = new Date(deps.clock().getTime() - PENDING_REGISTRATION_TTL_MS);
  return sendOtp(deps, { purpose: 'register', channel: 'sms', destination: mobile, subjectId: id }, (tx) =>
    insertPendingRegistration(
      tx,
      { id, fullName: request.fullName, email: request.email, mobile, countryCode: request.countryCode },
      staleBefore,
    ),
  );
}

/**
 * Makes the account of a verified registration, linked to the newest lead of its mobile or email
 * (the person keeps their enquiries) and taking that lead's level of study.
 */
async function createRegisteredAccount(tx: Tx, registrationId: string): Promise<UserRow> {
  const registration = await takePendingRegistration(tx, registrationId);
  if (!registration)
    throw new AppError('BAD_REQUEST', 'this registration has expired', { field: 'otpRequestId' });
  // Someone may have registered the same contact while this code was on its way.
  await refuseTakenContacts(tx, registration);
  const lead = await latestLeadOfContact(tx, registration);
  return createAccount(tx, {
    fullName: registration.fullName,
    email: registration.email,
    mobile: registration.mobile,
    countryCode: registration.countryCode,
    leadId: lead?.id ?? null,
    interestedEducationLevel: EducationLevel.safeParse(lead?.interestedEducationLevel).data ?? null,
  });
}

/**
 * A refresh token added to `familyId` (a new family is a new session) and an access token with the
 * account's current permissions, so a permission change reaches the next refresh.
 */
async function issueTokens(
  deps: AuthDeps,
  tx: Tx,
  options: { user: UserRow; familyId: string; accessTokenTtlSeconds?: number | undefined },
): Promise<AuthTokens & { refreshTokenId: string }> {
  const now = deps.clock();
  const refreshToken = newRefreshToken();
  const refreshTokenId = await insertRefreshToken(tx, {
    userId: options.user.id,
    familyId: options.familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await signAccessToken({
    secret: deps.config.JWT_SECRET,
    claims: {
      userId: options.user.id,
      ssoUserId: options.user.ssoUserId,
      permissions: options.user.permissions,
    },
    now,
    ttlSeconds: options.accessTokenTtlSeconds ?? deps.config.ACCESS_TOKEN_TTL_SECONDS,
  });
  return { access_token: accessToken, refresh_token: refreshToken, refreshTokenId };
}

/**
 * `POST /auth/otp/verify`: a login's or a registration's code. The account (for a registration)
 * and the session are written in the transaction that marks the code used; a code already used
 * cannot start a second session.
 */
export async function verifyAuthOtp(
  deps: AuthDeps,
  request: { otpRequestId: string; otp: string },
): Promise<AuthOtpVerifyResponse> {
  let session: { tokens: AuthTokens; user: UserRow } | undefined;
  await verifyOtp(deps.db, {
    secret: deps.config.JWT_SECRET,
    purpose: AUTH_OTP_PURPOSES,
    requestId: request.otpRequestId,
    code: request.otp,
    now: deps.clock(),
    onVerified: async (tx, subjectId, purpose) => {
      const user =
        purpose === 'register'
          ? await createRegisteredAccount(tx, subjectId)
          : await findAccountById(tx, subjectId);
      if (!user) throw new AppError('UM_NF_4001');
      refuseInactive(user);
      const { refreshTokenId: _id, ...tokens } = await issueTokens(deps, tx, {
        user,
        familyId: randomUUID(),
      });
      session = { tokens, user };
    },
  });
  if (!session) {
    throw new AppError('BAD_REQUEST', 'this OTP has already been used; log in again', {
      field: 'otpRequestId',
    });
  }
  return { ...session.tokens, user: toUserLite(session.user) };
}

/** `POST /auth/otp/resend`: a new code for the same login or registration. */
export async function resendAuthOtp(
  deps: AuthDeps,
  request: { otpRequestId: string },
): Promise<OtpRequested> {
  const otp = await resendOtp(deps.db, {
    sender: otpSender(deps),
    secret: deps.config.JWT_SECRET,
    purpose: AUTH_OTP_PURPOSES,
    requestId: request.otpRequestId,
    now: deps.clock(),
  });
  await deps.notifier.sendNow(otp.messageId);
  return { status: true, otpRequestId: otp.requestId };
}

type RefreshOutcome =
  | { kind: 'rotated'; tokens: AuthTokens }
  | { kind: 'refused' }
  | { kind: 'replayed'; familyId: string }
  | { kind: 'inactive'; familyId: string };

/**
 * How long after a refresh token was spent it still answers: a page's parallel calls reach several
 * web processes or replicas, and each refreshes the same expired session at once. Each gets a pair
 * of its own in the family (as identity providers' "reuse interval" allows); only a later use means a
 * copy exists.
 */
export const CONCURRENT_REFRESH_MS = 10_000;

/**
 * `GET /auth/refresh`: spends the refresh token and answers a new pair in the same family. A token
 * spent longer ago than CONCURRENT_REFRESH_MS being used again means a copy exists: the whole family
 * is revoked (committed before the 401 is answered), so neither the thief nor the owner keeps the
 * session.
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<AuthTokens> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'refused' };
    if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() >= CONCURRENT_REFRESH_MS) {
      return { kind: 'replayed', familyId: row.familyId };
    }
    const user = await findAccountById(tx, row.userId);
    if (!user || user.status !== 'active') return { kind: 'inactive', familyId: row.familyId };
    const { refreshTokenId, ...tokens } = await issueTokens(deps, tx, { user, familyId: row.familyId });
    if (!row.rotatedAt) {
      await markRefreshTokenRotated(tx, row.id, { rotatedAt: now, replacedBy: refreshTokenId });
    }
    return { kind: 'rotated', tokens };
  });
  if (outcome.kind === 'rotated') return outcome.tokens;
  if (outcome.kind !== 'refused') await revokeRefreshFamily(deps.db, outcome.familyId, now);
  throw new AppError(outcome.kind === 'inactive' ? 'AU_UNA_4002' : 'UNAUTHORIZED');
}

/** `POST /auth/logout`: the session of this refresh token ends on every device that shares it. */
export async function logout(deps: AuthDeps, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(deps.db, hashRefreshToken(refreshToken));
  if (row) await revokeRefreshFamily(deps.db, row.familyId, deps.clock());
}

/** `GET /auth/user/{userId}/sso/token`: the person's SSO id and an IAM token for the group's other services. */
export async function ssoToken(deps: AuthDeps, userId: string): Promise<SsoTokenResponse> {
  const user = await findAccountById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'no such user', { field: 'userId' });
  refuseInactive(user);
  const token = await signIamToken({
    secret: deps.config.JWT_SECRET,
    ssoUserId: user.ssoUserId,
    now: deps.clock(),
  });
  return { ssoUserId: user.ssoUserId, token };
}

/**
 * `POST /dev/sessions` (never in production): a session for an account, as a verified OTP would
 * start, so browser tests of signed-in pages need not spend the account's OTP limits.
 */
export async function startDevSession(
  deps: AuthDeps,
  request: { email: string; accessTokenTtlSeconds?: number | undefined },
): Promise<AuthOtpVerifyResponse> {
  const user = await findAccount(deps.db, { email: request.email });
  if (!user) throw new AppError('UM_NF_4001');
  const { refreshTokenId: _id, ...tokens } = await deps.db.transaction((tx) =>
    issueTokens(deps, tx, {
      user,
      familyId: randomUUID(),
      accessTokenTtlSeconds: request.accessTokenTtlSeconds,
    }),
  );
  return { ...tokens, user: toUserLite(user) };
}
