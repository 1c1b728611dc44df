import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Accepted } from '@meridian/domain/accepted';
import {
  AuthOtpVerifyAnswer,
  AuthOtpVerifyRequest,
  AuthTokens,
  LoginRequest,
  LogoutRequest,
  RefreshQuery,
  RegisterRequest,
  SSO_HEADERS,
  SsoTokenResponse,
  UserIdParams,
} from '@meridian/domain/auth/schemas';
import { OtpRequested, OtpResendRequest, OtpVerifyRequest } from '@meridian/domain/lead/schemas';
import { authOf, requireSelf, requireUser } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { byOtpDestination } from '#api/platform/rate-limit/keys.ts';
import { always, publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';
import { mountService } from '#api/platform/mount-service.ts';
import { staffRoutes } from './staff/routes.ts';
import { confirmEmail, requestEmailVerification } from './email-verification.ts';
import { registerAccount } from './registration.ts';
import {
  AUTH_OTP_PURPOSES,
  logout,
  refreshSession,
  requestLoginOtp,
  resendAuthOtp,
  RESENDABLE_OTP_PURPOSES,
  ssoToken,
  verifyAuthOtp,
} from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await mountService(app, 'auth', deps, [{ routes: staffRoutes, prefix: '/admin' }]);

  const otpContact = byOtpDestination(deps.db, AUTH_OTP_PURPOSES);
  const resentContact = byOtpDestination(deps.db, RESENDABLE_OTP_PURPOSES);

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sends a login OTP to the mobile or email, answered alike whether or not it has an account',
        body: LoginRequest,
        response: { 200: OtpRequested },
      },
      // Any number typed gets an SMS, so it counts among the address's OTP SMS (an email does not).
      preHandler: publicWriteLimited(deps, 'auth-login', {
        sendsOtp: (request) => (request.body as { mobile?: unknown }).mobile !== undefined,
      }),
    },
    async (request) => requestLoginOtp(deps, request.body),
  );

  app.post(
    '/user/register',
    {
      schema: {
        summary:
          'Registers a new account: sends an OTP to its mobile; the account is made when it is verified (a mobile with an account logs in to it)',
        body: RegisterRequest,
        response: { 200: OtpRequested },
      },
      preHandler: publicWriteLimited(deps, 'auth-register', { sendsOtp: always }),
    },
    async (request) => registerAccount(deps, request.body),
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        summary:
          'Verifies a login or registration OTP and starts a session; a login code of a contact without an account is UM_NF_4001, and registers it when sent again with `registration`',
        body: AuthOtpVerifyRequest,
        response: { 200: AuthOtpVerifyAnswer },
      },
      // A registration after an email's code sends an SMS to the mobile typed: counted like one.
      preHandler: publicWriteLimited(deps, 'auth-otp-verify', {
        destination: otpContact,
        sendsOtp: (request) => (request.body as { registration?: unknown }).registration !== undefined,
      }),
    },
    async (request) => verifyAuthOtp(deps, request.body),
  );

  app.post(
    '/otp/resend',
    {
      schema: {
        summary: 'Sends a new code for the same login, registration or email check (at most 3 resends)',
        body: OtpResendRequest,
        response: { 200: OtpRequested },
      },
      preHandler: publicWriteLimited(deps, 'auth-otp-resend', {
        destination: resentContact,
        sendsOtp: always,
      }),
    },
    async (request) => resendAuthOtp(deps, request.body),
  );

  app.post(
    '/email/verify',
    {
      schema: {
        summary:
          'Sends an OTP to the signed-in account’s email; until it is confirmed nothing is matched on it',
        response: { 200: OtpRequested },
      },
      preHandler: requireUser,
    },
    async (request) => requestEmailVerification(deps, authOf(request).userId),
  );

  app.post(
    '/email/confirm',
    {
      schema: {
        summary: 'Confirms the email OTP: the address is proven (UM_EA_4002 when another account proved it)',
        body: OtpVerifyRequest,
        response: { 200: Accepted },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await confirmEmail(deps, { userId: authOf(request).userId, ...request.body });
      return { status: true as const };
    },
  );

  app.get(
    '/refresh',
    readRoute(
      'Spends a refresh token for a new pair; a spent token used again ends its session',
      AuthTokens,
      { querystring: RefreshQuery },
    ),
    async (request) => refreshSession(deps, request.query.refreshToken),
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Ends the session the refresh token belongs to',
        body: LogoutRequest,
        response: { 200: Accepted },
      },
      preHandler: publicWriteLimited(deps, 'logout'),
    },
    async (request) => {
      await logout(deps, request.body.refreshToken);
      return { status: true as const };
    },
  );

  app.get(
    '/user/:userId/sso/token',
    {
      schema: {
        summary: 'The SSO user id and an IAM token for the group’s other services, also sent as headers',
        params: UserIdParams,
        response: { 200: SsoTokenResponse },
      },
      preHandler: requireSelf(),
    },
    async (request, reply) => {
      const sso = await ssoToken(deps, request.params.userId);
      void reply.header(SSO_HEADERS.userId, sso.ssoUserId).header(SSO_HEADERS.token, sso.token);
      return sso;
    },
  );
};
