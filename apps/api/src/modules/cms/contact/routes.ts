import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequest, EnquiryAccepted } from '@meridian/domain/content/enquiries';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { submitContactRequest } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/contact',
    {
      schema: {
        summary: 'Contact-us form; a counsellor follows up',
        body: ContactRequest,
        response: { 201: EnquiryAccepted },
      },
    },
    async (request, reply) => reply.status(201).send(await submitContactRequest(deps, request.body)),
  );
};
