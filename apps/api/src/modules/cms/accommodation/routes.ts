import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccommodationEnquiry, AccommodationList, EnquiryAccepted } from '@meridian/domain/content/enquiries';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { getAccommodation, submitAccommodationEnquiry } from './service.ts';
import { readRoute } from '../../../platform/openapi/read-route.ts';

export const accommodationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/accommodation',
    readRoute('Student housing near universities, by city', AccommodationList),
    async () => getAccommodation(deps.db),
  );

  app.post(
    '/accommodation/enquiry',
    {
      schema: {
        summary: 'Enquiry about one accommodation listing',
        body: AccommodationEnquiry,
        response: { 201: EnquiryAccepted },
      },
    },
    async (request, reply) => reply.status(201).send(await submitAccommodationEnquiry(deps, request.body)),
  );
};
