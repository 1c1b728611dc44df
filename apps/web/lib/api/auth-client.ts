import { z } from 'zod';
import { Accepted } from '@meridian/domain/accepted';
import { OtpRequested } from '@meridian/domain/lead/schemas';
import { type LoginRequest, type RegisterRequestInput } from '@meridian/domain/auth/schemas';
import { UserLite } from '@meridian/domain/auth/session';
import { browserClient, postJson } from './browser-client.ts';

/** What the browser gets from a verified OTP: the proxy keeps the tokens in httpOnly cookies. */
const VerifiedSession = z.object({ user: UserLite });

/** A session, or (a registration whose email a login code proved) the code sent to its mobile. */
const VerifiedAnswer = z.union([VerifiedSession, OtpRequested]);

export function requestLoginOtp(payload: LoginRequest) {
  return postJson('auth', '/login', payload, OtpRequested);
}

/** `registration` goes with a login code whose contact has no account (answered UM_NF_4001 before). */
export function verifyAuthOtp(payload: {
  otpRequestId: string;
  otp: string;
  registration?: RegisterRequestInput;
}) {
  return postJson('auth', '/otp/verify', payload, VerifiedAnswer);
}

export function resendAuthOtp(payload: { otpRequestId: string }) {
  return postJson('auth', '/otp/resend', payload, OtpRequested);
}

/** A code to the signed-in person's own email address. */
export function requestEmailVerification() {
  return browserClient.request('auth', '/email/verify', { method: 'POST', schema: OtpRequested });
}

export function confirmEmail(payload: { otpRequestId: string; otp: string }) {
  return postJson('auth', '/email/confirm', payload, Accepted);
}
