import { randomUUID } from 'node:crypto';
import { toE164Mobile } from '@meridian/domain/lead/phone';
import type {
  AuthOtpVerifyAnswer,
  AuthOtpVerifyRequest,
  AuthOtpVerifyResponse,
  AuthTokens,
  LoginRequest,
  SsoTokenResponse,
} from '@meridian/domain/auth/schemas';
import type { MessageChannel, OtpRequested } from '@meridian/domain/lead/schemas';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { signAccessToken } from '#api/platform/auth/access-token.ts';
import { resendOtpNow, verifyOtp, type IssuedOtp, type OtpPurpose } from '#api/platform/otp/service.ts';
import {
  findAccount,
  findAccountById,
  toUserLite,
  type UserRow,
} from '#api/modules/user/accounts/service.ts';
import { signIamToken } from './iam-token.ts';
import { invalidMobile, sendOtp, type AuthDeps } from './otp-sending.ts';
import {
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  successorRefreshToken,
} from './refresh-token.ts';
import { accountOfRegistration, registerProvenContact } from './registration.ts';
import {
  findRefreshToken,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeRefreshFamily,
} from './repo.ts';

/** The OTP purposes `POST /auth/otp/verify` accepts. */
export const AUTH_OTP_PURPOSES: readonly OtpPurpose[] = ['login', 'register'];

/** `POST /auth/otp/resend` also sends a new code for a signed-in person's email check. */
export const RESENDABLE_OTP_PURPOSES: readonly OtpPurpose[] = [...AUTH_OTP_PURPOSES, 'email'];

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
 * `POST /auth/login`: an OTP to the mobile or email, whether or not an account has it, so the
 * answer tells nobody who has an account. Which account (if any) is decided once the code proves
 * the contact: `verifyAuthOtp`.
 */
export async function requestLoginOtp(deps: AuthDeps, request: LoginRequest): Promise<OtpRequested> {
  return sendOtp(deps, { purpose: 'login', ...loginContact(request), subjectId: randomUUID() });
}

/**
 * A refresh token added to `familyId` (a new family is a new session) and an access token with the
 * account's current permissions, so a permission change reaches the next refresh.
 */
async function issueTokens(
  deps: AuthDeps,
  tx: Tx,
  options: {
    user: UserRow;
    familyId: string;
    /** A rotation's successor, derived from the spent token; a new session's is random. */
    refreshToken?: string;
    issuedAt?: Date;
    accessTokenTtlSeconds?: number | undefined;
  },
): Promise<AuthTokens & { refreshTokenId: string }> {
  const issuedAt = options.issuedAt ?? deps.clock();
  const refreshToken = options.refreshToken ?? newRefreshToken();
  const refreshTokenId = await insertRefreshToken(tx, {
    userId: options.user.id,
    familyId: options.familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(issuedAt.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await accessTokenOf(deps, options.user, issuedAt, options.accessTokenTtlSeconds);
  return { access_token: accessToken, refresh_token: refreshToken, refreshTokenId };
}

/** Signed at `issuedAt`: the same account and time give the same token again. */
function accessTokenOf(
  deps: AuthDeps,
  user: UserRow,
  issuedAt: Date,
  ttlSeconds = deps.config.ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return signAccessToken({
    secret: deps.config.JWT_SECRET,
    claims: { userId: user.id, ssoUserId: user.ssoUserId, permissions: user.permissions },
    now: issuedAt,
    ttlSeconds,
  });
}

/** A new session (refresh-token family) for the account. */
async function startSession(deps: AuthDeps, tx: Tx, user: UserRow): Promise<AuthOtpVerifyResponse> {
  refuseInactive(user);
  const { refreshTokenId: _id, ...tokens } = await issueTokens(deps, tx, { user, familyId: randomUUID() });
  return { ...tokens, user: toUserLite(user) };
}

/**
 * `POST /auth/otp/verify`: a login's or a registration's code. The account (for a registration)
 * and the session are written in the transaction that marks the code used; a code already used
 * cannot start a second session. A login code whose contact has no account is `UM_NF_4001` and is
 * not spent (the transaction is rolled back): only its holder learns there is no account, and the
 * same code sent with `registration` registers them.
 */
export async function verifyAuthOtp(
  deps: AuthDeps,
  request: AuthOtpVerifyRequest,
): Promise<AuthOtpVerifyAnswer> {
  let answer: AuthOtpVerifyResponse | { otp: IssuedOtp } | undefined;
  await verifyOtp(deps.db, {
    notifier: deps.notifier,
    secret: deps.config.JWT_SECRET,
    purpose: AUTH_OTP_PURPOSES,
    requestId: request.otpRequestId,
    code: request.otp,
    now: deps.clock(),
    onVerified: async (tx, subjectId, purpose, sentTo) => {
      const account =
        purpose === 'register'
          ? await accountOfRegistration(tx, subjectId)
          : await findAccount(
              tx,
              sentTo.channel === 'sms' ? { mobile: sentTo.destination } : { email: sentTo.destination },
            );
      if (account) {
        answer = await startSession(deps, tx, account);
        return;
      }
      if (!request.registration) throw new AppError('UM_NF_4001');
      const registered = await registerProvenContact(deps, tx, {
        sentTo,
        registration: request.registration,
      });
      answer = 'user' in registered ? await startSession(deps, tx, registered.user) : registered;
    },
  });
  if (!answer) {
    throw new AppError('BAD_REQUEST', 'this OTP has already been used; log in again', {
      field: 'otpRequestId',
    });
  }
  if (!('otp' in answer)) return answer;
  await deps.notifier.sendNow(answer.otp.messageId);
  return { status: true, otpRequestId: answer.otp.requestId };
}

/** `POST /auth/otp/resend`: a new code for the same login, registration or email check. */
export async function resendAuthOtp(
  deps: AuthDeps,
  request: { otpRequestId: string },
): Promise<OtpRequested> {
  return resendOtpNow(deps, { purpose: RESENDABLE_OTP_PURPOSES, requestId: request.otpRequestId });
}

type RefreshOutcome =
  | { kind: 'rotated'; tokens: AuthTokens }
  | { kind: 'refused' }
  | { kind: 'replayed'; familyId: string }
  | { kind: 'inactive'; familyId: string };

/**
 * How long after a refresh token was spent it still answers: a page's parallel calls reach several
 * web processes or replicas, and each refreshes the same expired session at once. All of them get
 * the one successor pair (as identity providers' "reuse interval" allows); only a later use means a
 * copy exists.
 */
export const CONCURRENT_REFRESH_MS = 10_000;

/**
 * `GET /auth/refresh`: spends the refresh token and answers the next pair in the same family. The
 * next refresh token is derived from the spent one and the access token is signed at the moment of
 * the spend, so a repeat within CONCURRENT_REFRESH_MS answers the very same pair: however many
 * processes refresh at once, the session stays one. A use after that window means a copy exists:
 * the whole family is revoked (committed before the 401 is answered), so neither the thief nor the
 * owner keeps the session.
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
    const successor = successorRefreshToken(deps.config.JWT_SECRET, refreshToken);
    if (row.rotatedAt) {
      const accessToken = await accessTokenOf(deps, user, row.rotatedAt);
      return { kind: 'rotated', tokens: { access_token: accessToken, refresh_token: successor } };
    }
    const { refreshTokenId, ...tokens } = await issueTokens(deps, tx, {
      user,
      familyId: row.familyId,
      refreshToken: successor,
      issuedAt: now,
    });
    await markRefreshTokenRotated(tx, row.id, { rotatedAt: now, replacedBy: refreshTokenId });
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
