import type { z } from 'zod';
import {
  ContactPreferences,
  EnquiryResponse,
  OtpResendResponse,
  OtpVerifyResponse,
  type CallMeBackRequestInput,
  type EnquiryRequestInput,
  type PreferencesUpdate,
} from '@meridian/domain/lead/schemas';
import type { ApiError } from './api-error.ts';
import { callService } from './service-call.ts';

const call = <T extends z.ZodType>(
  path: string,
  schema: T,
  init: { method: 'GET' | 'POST' | 'PUT'; body?: unknown },
) => callService('lead', path, schema, init);

export function postEnquiry(payload: EnquiryRequestInput) {
  return call('', EnquiryResponse, { method: 'POST', body: payload });
}

export function verifyEnquiryOtp(payload: { otpRequestId: string; otp: string }) {
  return call('/otp/verify', OtpVerifyResponse, { method: 'POST', body: payload });
}

export function resendEnquiryOtp(payload: { otpRequestId: string }) {
  return call('/otp/resend', OtpResendResponse, { method: 'POST', body: payload });
}

export function registerCallMeBack(payload: CallMeBackRequestInput) {
  return call('/user-contact-number/register', EnquiryResponse, { method: 'POST', body: payload });
}

export function getContactPreferences(token: string) {
  return call(`/preferences?token=${encodeURIComponent(token)}`, ContactPreferences, { method: 'GET' });
}

export function updateContactPreferences(payload: PreferencesUpdate) {
  return call('/preferences', ContactPreferences, { method: 'PUT', body: payload });
}

/** A 400 names the field as `(body.<field>: <detail>)`; this finds it so a form can show it in place. */
export function fieldOfError(error: ApiError): { field: string; detail: string } | undefined {
  const match = /\((?:body\.)?([\w.]+): ([^)]+)\)$/.exec(error.message);
  return match ? { field: match[1]!, detail: match[2]! } : undefined;
}
