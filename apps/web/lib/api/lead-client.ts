import {
  ContactPreferences,
  EnquiryResponse,
  OtpResendResponse,
  OtpVerifyResponse,
  type CallMeBackRequestInput,
  type EnquiryRequestInput,
  type PreferencesUpdate,
} from '@meridian/domain/lead/schemas';
import { browserClient } from './browser-client.ts';

export function postEnquiry(payload: EnquiryRequestInput) {
  return browserClient.request('lead', '', { method: 'POST', body: payload, schema: EnquiryResponse });
}

export function verifyEnquiryOtp(payload: { otpRequestId: string; otp: string }) {
  return browserClient.request('lead', '/otp/verify', {
    method: 'POST',
    body: payload,
    schema: OtpVerifyResponse,
  });
}

export function resendEnquiryOtp(payload: { otpRequestId: string }) {
  return browserClient.request('lead', '/otp/resend', {
    method: 'POST',
    body: payload,
    schema: OtpResendResponse,
  });
}

export function registerCallMeBack(payload: CallMeBackRequestInput) {
  return browserClient.request('lead', '/user-contact-number/register', {
    method: 'POST',
    body: payload,
    schema: EnquiryResponse,
  });
}

export function getContactPreferences(token: string) {
  return browserClient.request('lead', '/preferences', { query: { token }, schema: ContactPreferences });
}

export function updateContactPreferences(payload: PreferencesUpdate) {
  return browserClient.request('lead', '/preferences', {
    method: 'PUT',
    body: payload,
    schema: ContactPreferences,
  });
}
