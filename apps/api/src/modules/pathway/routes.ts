import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountryDetailResponse, ExchangeRate } from '@meridian/domain/country/schemas';
import { CurrencyCode } from '@meridian/domain/money-schemas';
import { CountryLite } from '@meridian/domain/destination-schemas';
import { WorldCountry } from '@meridian/domain/catalogue/world-country';
import { mountService } from '#api/platform/mount-service.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import {
  getCountryDetailOrThrow,
  getExchangeRateOrThrow,
  listCountriesLite,
  listWorldCountries,
} from './service.ts';
import { PUBLIC_CONTENT_CACHE } from '#api/platform/cache-control.ts';
import { courseRoutes } from './courses/routes.ts';
import { universityRoutes } from './universities/routes.ts';
import { programRoutes } from './programs/routes.ts';
import { brochureRoutes } from './brochures/routes.ts';
import { sitemapRoutes } from './sitemap/routes.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { eventRoutes } from './events/routes.ts';
import { catalogueImportRoutes } from './catalogue-import/routes.ts';
import { brochureAdminRoutes } from './brochures/admin-routes.ts';
import { programAdminRoutes } from './programs/admin-routes.ts';
import { pageConfigurationRoutes } from './page-configuration-routes.ts';
import { lookupRoutes } from './lookups/routes.ts';
import { universityImageRoutes } from './universities/image-routes.ts';

export const pathwayRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  await mountService(app, 'pathway', deps, [
    courseRoutes,
    universityRoutes,
    programRoutes,
    brochureRoutes,
    sitemapRoutes,
    eventRoutes,
    pageConfigurationRoutes,
    lookupRoutes,
    { routes: catalogueImportRoutes, prefix: '/admin' },
    { routes: brochureAdminRoutes, prefix: '/admin' },
    { routes: programAdminRoutes, prefix: '/admin' },
    { routes: universityImageRoutes, prefix: '/admin' },
  ]);

  app.get(
    '/countries',
    readRoute(
      'The world country list: code, name, currency, population, capital, continent',
      z.array(WorldCountry),
    ),
    async () => listWorldCountries(db),
  );

  app.get(
    '/countries/lite',
    readRoute('Study destinations: id (iso3), name, slug', z.array(CountryLite)),
    async () => listCountriesLite(db),
  );

  app.get(
    '/country/detail/:country',
    readRoute(
      'Country page: overview, costs, intakes, visa, work rights, top universities, FAQs',
      CountryDetailResponse,
      { params: z.object({ country: z.string().regex(/^[a-z-]{2,40}$/, 'must be a country slug') }) },
    ),
    async (request) => getCountryDetailOrThrow(db, request.params.country),
  );

  app.get(
    '/exchange-rates/:currency',
    readRoute(
      'The latest rupee rate of a currency and its date (a site region converts fee estimates with it)',
      ExchangeRate,
      { params: z.object({ currency: CurrencyCode }) },
    ),
    async (request, reply) => {
      const rate = await getExchangeRateOrThrow(db, request.params.currency);
      void reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return rate;
    },
  );
};
