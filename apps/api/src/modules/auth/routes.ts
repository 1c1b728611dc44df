import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Accepted } from '@meridian/domain/accepted';
import {
  AuthOtpVerifyResponse,
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
import { requireSelf } from '../../platform/auth/auth-guard.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { byOtpDestination } from '../../platform/rate-limit/keys.ts';
import { always, publicWriteLimited } from '../../platform/rate-limit/public-write-limits.ts';
import { mountService } from '../../platform/mount-service.ts';
import { staffRoutes } from './staff/routes.ts';
import {
  AUTH_OTP_PURPOSES,
  logout,
  refreshSession,
  registerAccount,
  requestLoginOtp,
  resendAuthOtp,
  ssoToken,
  verifyAuthOtp,
} from './service.ts';
import { readRoute } from '../../platform/openapi/route-options.ts';

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await mountService(app, 'auth', deps, [{ routes: staffRoutes, prefix: '/admin' }]);

  const otpContact = byOtpDestination(deps.db, AUTH_OTP_PURPOSES);

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sends a login OTP to the mobile or email of an existing account',
        body: LoginRequest,
        response: { 200: OtpRequested },
      },
      // Login sends only to an account's own contact, so it is not counted among the address's OTP sends.
      preHandler: publicWriteLimited(deps, 'auth-login'),
    },
    async (request) => requestLoginOtp(deps, request.body),
  );

  app.post(
    '/user/register',
    {
      schema: {
        summary:
          'Registers a new account: sends an OTP to its mobile; the account is made when it is verified',
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
        summary: 'Verifies a login or registration OTP and starts a session',
        body: OtpVerifyRequest,
        response: { 200: AuthOtpVerifyResponse },
      },
      preHandler: publicWriteLimited(deps, 'auth-otp-verify', { destination: otpContact }),
    },
    async (request) => verifyAuthOtp(deps, request.body),
  );

  app.post(
    '/otp/resend',
    {
      schema: {
        summary: 'Sends a new code for the same login or registration (at most 3 resends)',
        body: OtpResendRequest,
        response: { 200: OtpRequested },
      },
      preHandler: publicWriteLimited(deps, 'auth-otp-resend', { destination: otpContact, sendsOtp: always }),
    },
    async (request) => resendAuthOtp(deps, request.body),
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
