import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccommodationEnquiry, AccommodationList, EnquiryAccepted } from '@meridian/domain/content/enquiries';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getAccommodation, submitAccommodationEnquiry } from './service.ts';
import { createRoute, readRoute } from '#api/platform/openapi/route-options.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';

export const accommodationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/accommodation',
    readRoute('Student housing near universities, by city', AccommodationList),
    async () => getAccommodation(deps.db),
  );

  app.post(
    '/accommodation/enquiry',
    {
      ...createRoute('Enquiry about one accommodation listing', EnquiryAccepted, {
        body: AccommodationEnquiry,
      }),
      preHandler: publicWriteLimited(deps, 'short-form'),
    },
    async (request) => submitAccommodationEnquiry(deps, request.body),
  );
};
