import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactPreferences, PreferencesQuery, PreferencesUpdate } from '@meridian/domain/lead/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import {
  getContactPreferences,
  updateContactPreferences,
} from '#api/platform/notifier/preferences.service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';

/** `/lead/preferences`: what an unsubscribe link's number or address has stopped, and changing it. */
export const preferencesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const preferencesDeps = { db: deps.db, secret: deps.config.JWT_SECRET, clock: deps.clock };

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
