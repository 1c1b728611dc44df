import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Accepted } from '@meridian/domain/accepted';
import {
  AuthOtpResendRequest,
  AuthOtpVerifyRequest,
  AuthOtpVerifyResponse,
  AuthTokens,
  LoginRequest,
  LogoutRequest,
  OtpRequested,
  RefreshQuery,
  RegisterRequest,
  SSO_HEADERS,
  SsoTokenResponse,
  UserIdParams,
} from '@meridian/domain/auth/schemas';
import { requireSelfOrInternal } from '../../platform/auth/auth-guard.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { byContact, byIp } from '../../platform/rate-limit/keys.ts';
import { rateLimited, type RateLimitKeys } from '../../platform/rate-limit/rate-limit.ts';
import { mountService } from '../../platform/mount-service.ts';
import {
  contactOfAuthOtp,
  logout,
  refreshSession,
  registerAccount,
  requestLoginOtp,
  resendAuthOtp,
  ssoToken,
  verifyAuthOtp,
} from './service.ts';
import { readRoute } from '../../platform/openapi/route-options.ts';

/**
 * Requests per ten minutes. Per contact the limits stay under the OTP rules (3 resends, 5 wrong
 * codes, 10 sends a day), so they stop floods aimed at one person early; per address they leave
 * room for a shared office or campus connection.
 */
const WINDOW_SECONDS = 600;
const LIMITS = {
  login: { ip: 30, contact: 5 },
  register: { ip: 30, contact: 5 },
  verify: { ip: 60, contact: 10 },
  resend: { ip: 30, contact: 5 },
} as const;

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await mountService(app, 'auth', deps, []);

  /** One preHandler per dimension: the visitor's address, then the contact. */
  const limited = (name: keyof typeof LIMITS, contact: RateLimitKeys) => [
    rateLimited(deps, {
      scope: `auth-${name}:ip`,
      limit: LIMITS[name].ip,
      windowSeconds: WINDOW_SECONDS,
      keys: byIp,
    }),
    rateLimited(deps, {
      scope: `auth-${name}:contact`,
      limit: LIMITS[name].contact,
      windowSeconds: WINDOW_SECONDS,
      keys: contact,
    }),
  ];
  const otpContact = (request: FastifyRequest) =>
    contactOfAuthOtp(deps, (request.body as { otpRequestId: string }).otpRequestId);

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sends a login OTP to the mobile or email of an existing account',
        body: LoginRequest,
        response: { 200: OtpRequested },
      },
      preHandler: limited('login', byContact),
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
      preHandler: limited('register', byContact),
    },
    async (request) => registerAccount(deps, request.body),
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        summary: 'Verifies a login or registration OTP and starts a session',
        body: AuthOtpVerifyRequest,
        response: { 200: AuthOtpVerifyResponse },
      },
      preHandler: limited('verify', otpContact),
    },
    async (request) => verifyAuthOtp(deps, request.body),
  );

  app.post(
    '/otp/resend',
    {
      schema: {
        summary: 'Sends a new code for the same login or registration (at most 3 resends)',
        body: AuthOtpResendRequest,
        response: { 200: OtpRequested },
      },
      preHandler: limited('resend', otpContact),
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
      preHandler: requireSelfOrInternal(),
    },
    async (request, reply) => {
      const sso = await ssoToken(deps, request.params.userId);
      void reply.header(SSO_HEADERS.userId, sso.ssoUserId).header(SSO_HEADERS.token, sso.token);
      return sso;
    },
  );
};
