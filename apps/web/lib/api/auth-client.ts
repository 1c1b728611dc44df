import { z } from 'zod';
import { Accepted } from '@meridian/domain/accepted';
import {
  OtpRequested,
  SessionResponse,
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

/** The web app's own session route: who is signed in (SPEC.md §4's user lite check included). */
export function getSession() {
  return browserClient.request('auth', '/session', { schema: SessionResponse });
}

/** Logout: the web app's session route revokes the session and clears its cookies. */
export function endSession() {
  return browserClient.request('auth', '/session', { method: 'DELETE', schema: Accepted });
}
