import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CallMeBackRequest,
  ContactPreferences,
  EnquiryRequest,
  EnquiryResponse,
  OtpResendRequest,
  OtpRequested,
  OtpVerifyRequest,
  OtpVerifyResponse,
  PreferencesQuery,
  PreferencesUpdate,
} from '@meridian/domain/lead/schemas';
import { mountService } from '../../platform/mount-service.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { leadInboxRoutes } from './inbox.routes.ts';
import { counsellorRoutes } from './counsellors.routes.ts';
import { messagesAdminRoutes } from '../../platform/notifier/messages-admin.routes.ts';
import { appointmentRoutes } from './appointments.routes.ts';
import {
  createEnquiry,
  LEAD_OTP_PURPOSES,
  registerCallMeBack,
  resendLeadOtp,
  verifyLeadOtp,
} from './service.ts';
import {
  getContactPreferences,
  updateContactPreferences,
} from '../../platform/notifier/preferences.service.ts';
import { readRoute } from '../../platform/openapi/route-options.ts';
import { always, publicWriteLimited } from '../../platform/rate-limit/public-write-limits.ts';
import { byOtpDestination } from '../../platform/rate-limit/keys.ts';

export const leadRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await mountService(app, 'lead', deps, [
    { routes: leadInboxRoutes, prefix: '/admin' },
    { routes: counsellorRoutes, prefix: '/admin' },
    { routes: messagesAdminRoutes, prefix: '/admin' },
    { routes: appointmentRoutes, prefix: '/appointments' },
  ]);
  const preferencesDeps = { db: deps.db, secret: deps.config.JWT_SECRET, clock: deps.clock };
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

  app.get(
    '/preferences',
    readRoute(
      'Contact preferences of the number or address named by an unsubscribe link',
      ContactPreferences,
      { querystring: PreferencesQuery },
    ),
    async (request) => getContactPreferences(preferencesDeps, request.query.token),
  );

  app.put(
    '/preferences',
    {
      schema: {
        summary: 'Stops (or allows again) calls, SMS or email for that number or address',
        body: PreferencesUpdate,
        response: { 200: ContactPreferences },
      },
      preHandler: publicWriteLimited(deps, 'preferences'),
    },
    async (request) => updateContactPreferences(preferencesDeps, request.body),
  );
};
