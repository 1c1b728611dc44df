import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  CatalogueFeed,
  CatalogueImportQuery,
  CatalogueImportReport,
} from '@meridian/domain/catalogue/import';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { importFeed } from './service.ts';

const CSV_MAX_BYTES = 20 * 1024 * 1024;

/** `/pathway/admin/catalogue/import`: editors load courses, universities or accelerator programs from a CSV or JSON feed (permission `cms_editor`). */
export const catalogueImportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, revalidateContent },
) => {
  addScopeHook(app, requirePermission(PERMISSIONS.cmsEditor));
  // A CSV arrives as itself; it is read as text and parsed by csv-parse in the service's terms.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_MAX_BYTES },
    (_request, body, done) => done(null, { csv: body }),
  );

  app.post(
    '/catalogue/import',
    {
      schema: {
        summary:
          'Import courses (CSV header universitySlug,title,educationLevel,category,durationMonths,tuitionAmount,tuitionCurrency,feeType[,intakes,entryRequirements], or JSON {courses}) universities (feed=universities; CSV header slug,name,countrySlug,city[,ranking,rankingSource,institutionType,campus,about,intakes], or JSON {universities}) or accelerator programs (feed=programs; CSV header slug,title,degree,category,universitySlug,onlineMonths,onlineTuitionAmount,onlineTuitionCurrency,destinationMonths,destinationTuitionAmount,destinationTuitionCurrency[,about,highlights,intakes], or JSON {programs}); dryRun=true only checks',
        querystring: CatalogueImportQuery,
        body: CatalogueFeed,
        response: { 200: CatalogueImportReport },
      },
    },
    async (request) => importFeed(db, request.body, { ...request.query, now: clock(), revalidateContent }),
  );
};
