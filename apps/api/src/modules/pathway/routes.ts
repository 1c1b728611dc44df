import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountryDetailResponse } from '@meridian/domain/country/schemas';
import { CountryLite } from '@meridian/domain/destinations';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { getCountryDetailOrThrow, listCountriesLite } from './service.ts';

export const pathwayRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  await app.register(serviceHealthRoute('pathway'));

  app.get(
    '/countries/lite',
    {
      schema: {
        tags: ['pathway'],
        summary: 'Study destinations: id (iso3), name, slug',
        response: { 200: z.array(CountryLite) },
      },
    },
    async () => listCountriesLite(db),
  );

  app.get(
    '/country/detail/:country',
    {
      schema: {
        tags: ['pathway'],
        summary: 'Country page: overview, costs, intakes, visa, work rights, top universities, FAQs',
        params: z.object({ country: z.string().regex(/^[a-z-]{2,40}$/, 'must be a country slug') }),
        response: { 200: CountryDetailResponse },
      },
    },
    async (request) => getCountryDetailOrThrow(db, request.params.country),
  );
};
