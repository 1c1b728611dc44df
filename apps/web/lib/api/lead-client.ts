import {
  ContactPreferences,
  EnquiryResponse,
  OtpRequested,
  OtpVerifyResponse,
  type CallMeBackRequestInput,
  type EnquiryRequestInput,
  type PreferencesUpdate,
} from '@meridian/domain/lead/schemas';
import { browserClient, postJson } from './browser-client.ts';

export function postEnquiry(payload: EnquiryRequestInput) {
  return postJson('lead', '', payload, EnquiryResponse);
}

export function verifyEnquiryOtp(payload: { otpRequestId: string; otp: string }) {
  return postJson('lead', '/otp/verify', payload, OtpVerifyResponse);
}

export function resendEnquiryOtp(payload: { otpRequestId: string }) {
  return postJson('lead', '/otp/resend', payload, OtpRequested);
}

export function registerCallMeBack(payload: CallMeBackRequestInput) {
  return postJson('lead', '/user-contact-number/register', payload, EnquiryResponse);
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
