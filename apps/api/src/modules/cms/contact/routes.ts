import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequest, EnquiryAccepted } from '@meridian/domain/content/enquiries';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { submitContactRequest } from './service.ts';
import { createRoute } from '#api/platform/openapi/route-options.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';

export const contactRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/contact',
    {
      ...createRoute('Contact-us form; a counsellor follows up', EnquiryAccepted, { body: ContactRequest }),
      preHandler: publicWriteLimited(deps, 'short-form'),
    },
    async (request) => submitContactRequest(deps, request.body),
  );
};
