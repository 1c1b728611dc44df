import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { StaleContentList, StaleContentQuery } from '@meridian/domain/content/stale-content';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { staleContent } from './service.ts';

/** Fact checks of articles and exam pages, for editors (`cms_editor`). */
export const factCheckRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, clock }) => {
  app.get(
    '/admin/content/stale',
    {
      ...readRoute(
        'Articles and exam pages whose facts were last checked more than olderThanDays days ago, or never',
        StaleContentList,
        { querystring: StaleContentQuery },
      ),
      onRequest: requirePermission(PERMISSIONS.cmsEditor),
    },
    async (request) =>
      staleContent(db, request.query.olderThanDays ?? config.CONTENT_STALE_AFTER_DAYS, clock()),
  );
};
