import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CallMeBackRequest,
  EnquiryRequest,
  EnquiryResponse,
  OtpResendRequest,
  OtpRequested,
  OtpVerifyRequest,
  OtpVerifyResponse,
} from '@meridian/domain/lead/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { always, publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';
import { byOtpDestination } from '#api/platform/rate-limit/keys.ts';
import {
  createEnquiry,
  LEAD_OTP_PURPOSES,
  registerCallMeBack,
  resendLeadOtp,
  verifyLeadOtp,
} from './service.ts';

/** The public enquiry forms: an enquiry, its OTP (verify, resend) and the call-me-back. */
export const enquiryRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const otpDestination = byOtpDestination(deps.db, 'lead');
  const resentDestination = byOtpDestination(deps.db, LEAD_OTP_PURPOSES);

  app.post(
    '/',
    {
      schema: {
        summary:
          'Enquiry: saves or updates the lead (24-hour dedupe by mobile or email); optionally sends an OTP',
        body: EnquiryRequest,
        response: { 200: EnquiryResponse },
      },
      preHandler: publicWriteLimited(deps, 'enquiry', {
        sendsOtp: (request) => (request.body as { sendOtp?: unknown }).sendOtp === true,
      }),
    },
    async (request) => createEnquiry(deps, request.body),
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        summary: 'Verifies the enquiry OTP (6 digits, 10 minutes, at most 5 wrong tries)',
        body: OtpVerifyRequest,
        response: { 200: OtpVerifyResponse },
      },
      preHandler: publicWriteLimited(deps, 'lead-otp-verify', { destination: otpDestination }),
    },
    async (request) => verifyLeadOtp(deps, request.body),
  );

  app.post(
    '/otp/resend',
    {
      schema: {
        summary:
          'Sends a new code for the same OTP request, an enquiry’s or an appointment booking’s (at most 3 resends)',
        body: OtpResendRequest,
        response: { 200: OtpRequested },
      },
      preHandler: publicWriteLimited(deps, 'lead-otp-resend', {
        destination: resentDestination,
        sendsOtp: always,
      }),
    },
    async (request) => resendLeadOtp(deps, request.body),
  );

  app.post(
    '/user-contact-number/register',
    {
      schema: {
        summary: 'Call-me-back: a name and a mobile number for a counsellor to call',
        body: CallMeBackRequest,
        response: { 200: EnquiryResponse },
      },
      preHandler: publicWriteLimited(deps, 'enquiry'),
    },
    async (request) => registerCallMeBack(deps, request.body),
  );
};
