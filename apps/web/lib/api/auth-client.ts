import { z } from 'zod';
import { OtpRequested } from '@meridian/domain/lead/schemas';
import { UserLite, type LoginRequest, type RegisterRequestInput } from '@meridian/domain/auth/schemas';
import { postJson } from './browser-client.ts';

/** What the browser gets from a verified OTP: the proxy keeps the tokens in httpOnly cookies. */
const VerifiedSession = z.object({ user: UserLite });

export function requestLoginOtp(payload: LoginRequest) {
  return postJson('auth', '/login', payload, OtpRequested);
}

export function registerAccount(payload: RegisterRequestInput) {
  return postJson('auth', '/user/register', payload, OtpRequested);
}

export function verifyAuthOtp(payload: { otpRequestId: string; otp: string }) {
  return postJson('auth', '/otp/verify', payload, VerifiedSession);
}

export function resendAuthOtp(payload: { otpRequestId: string }) {
  return postJson('auth', '/otp/resend', payload, OtpRequested);
}
