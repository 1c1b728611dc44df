import type { z } from 'zod';
import { BASE_PATH } from '@meridian/domain/base-path';
import { ApiErrorResponse, NO_RESPONSE_MESSAGE } from '@meridian/domain/error-catalogue';
import {
  ContactPreferences,
  EnquiryResponse,
  OtpResendResponse,
  OtpVerifyResponse,
  type CallMeBackRequestInput,
  type EnquiryRequestInput,
  type PreferencesUpdate,
} from '@meridian/domain/lead/schemas';
import { ApiError } from './api-error.ts';

/**
 * Browser calls to the lead service through the same-origin proxy (`/study-abroad/api/lead/…`).
 * Failures become `ApiError` carrying the catalogue text the API chose, so forms can show it.
 */
async function call<T extends z.ZodType>(
  path: string,
  schema: T,
  init: { method: 'GET' | 'POST' | 'PUT'; body?: unknown },
): Promise<z.output<T>> {
  let res: Response;
  try {
    res = await fetch(`${BASE_PATH}/api/lead${path}`, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw ApiError.noResponse();
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = ApiErrorResponse.safeParse(body);
    throw new ApiError({
      status: res.status,
      errorCode: error.success ? error.data.errorCode : undefined,
      message: error.success ? error.data.message : NO_RESPONSE_MESSAGE,
    });
  }
  return schema.parse(body);
}

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
