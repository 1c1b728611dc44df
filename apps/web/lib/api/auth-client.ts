import { z } from 'zod';
import {
  OtpRequested,
  UserLite,
  type LoginRequest,
  type RegisterRequestInput,
} from '@meridian/domain/auth/schemas';
import { browserClient } from './browser-client.ts';

/** What the browser gets from a verified OTP: the proxy keeps the tokens in httpOnly cookies. */
const VerifiedSession = z.object({ user: UserLite });

export function requestLoginOtp(payload: LoginRequest) {
  return browserClient.request('auth', '/login', { method: 'POST', body: payload, schema: OtpRequested });
}

export function registerAccount(payload: RegisterRequestInput) {
  return browserClient.request('auth', '/user/register', {
    method: 'POST',
    body: payload,
    schema: OtpRequested,
  });
}

export function verifyAuthOtp(payload: { otpRequestId: string; otp: string }) {
  return browserClient.request('auth', '/otp/verify', {
    method: 'POST',
    body: payload,
    schema: VerifiedSession,
  });
}

export function resendAuthOtp(payload: { otpRequestId: string }) {
  return browserClient.request('auth', '/otp/resend', {
    method: 'POST',
    body: payload,
    schema: OtpRequested,
  });
}
