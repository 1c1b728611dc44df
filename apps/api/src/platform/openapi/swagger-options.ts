import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { ApiConfig } from '#api/env.ts';
import { completeDocument } from './complete-document.ts';
import { describeOperation } from './describe-operation.ts';
import { SECURITY_SCHEMES } from './security.ts';

/** The OpenAPI 3.1 document at `/openapi.json`, built from the routes' zod schemas. */
export function swaggerOptions(config: ApiConfig): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.BRAND_NAME} study-abroad API`,
        description:
          'Lead, pathway, webinar, auth, CMS, user, payment, recommendation and calculator services. ' +
          'Every error answers `ApiErrorResponse`: `{status: false, errorCode, message}`.',
        version: '1.0.0',
      },
      // Relative: the API answers at the address that served this document, wherever it is deployed.
      servers: [{ url: '/', description: 'The API that served this document' }],
      // Here, not added later: the plugin reads a route's scheme while it documents the route.
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: describeOperation,
    transformObject: completeDocument,
  };
}
