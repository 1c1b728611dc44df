import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthOtpVerifyResponse, DevSessionRequest } from '@meridian/domain/auth/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { startDevSession } from './service.ts';

/** `POST /dev/sessions`: a session without an OTP, for browser tests (never in production). */
export const authDevRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/sessions',
    {
      schema: {
        summary:
          'Starts a session for an account by its verified email, optionally with a short access-token lifetime',
        body: DevSessionRequest,
        response: { 200: AuthOtpVerifyResponse },
      },
    },
    async (request) => startDevSession(deps, request.body),
  );
};
