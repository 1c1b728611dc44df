import type { OtpRequested } from '@meridian/domain/lead/schemas';
import { AppError } from '#api/platform/app-error.ts';
import { verifyOtp } from '#api/platform/otp/service.ts';
import { findAccountById, proveEmail } from '#api/modules/user/accounts/service.ts';
import { sendOtp, type AuthDeps } from './otp-sending.ts';

/**
 * `POST /auth/email/verify`: a code to the signed-in account's own email. Until it is confirmed the
 * address is trusted for nothing: no login, booking, lead or recommendation is matched on it.
 */
export async function requestEmailVerification(deps: AuthDeps, userId: string): Promise<OtpRequested> {
  const user = await findAccountById(deps.db, userId);
  if (!user?.email)
    throw new AppError('BAD_REQUEST', 'this account has no email address', { field: 'email' });
  if (user.emailVerifiedAt) {
    throw new AppError('BAD_REQUEST', 'this email address is already verified', { field: 'email' });
  }
  return sendOtp(deps, { purpose: 'email', channel: 'email', destination: user.email, subjectId: user.id });
}

/**
 * `POST /auth/email/confirm`: the code proves the address, which becomes the account's (and comes
 * off accounts that only typed it). `UM_EA_4002` when another account proved it first.
 */
export async function confirmEmail(
  deps: AuthDeps,
  options: { userId: string; otpRequestId: string; otp: string },
): Promise<void> {
  const now = deps.clock();
  await verifyOtp(deps.db, {
    notifier: deps.notifier,
    secret: deps.config.JWT_SECRET,
    purpose: 'email',
    requestId: options.otpRequestId,
    code: options.otp,
    now,
    onVerified: async (tx, subjectId, _purpose, sentTo) => {
      // Another account's request: as unknown as any other id (rolled back, nothing is marked).
      if (subjectId !== options.userId) {
        throw new AppError('BAD_REQUEST', 'no such OTP request', { field: 'otpRequestId' });
      }
      const proven = await proveEmail(tx, { userId: subjectId, email: sentTo.destination, at: now });
      if (!proven) throw new AppError('UM_EA_4002');
    },
  });
}
