import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiErrorResponse } from '@meridian/domain/error-catalogue';
import { loadApiConfig } from '../../env.ts';
import { BEARER_AUTH } from './security.ts';
import { swaggerOptions } from './swagger-options.ts';

const Profile = z.object({ fullName: z.string() }).meta({ id: 'TestProfile' });

/** A two-route app: one public route under a prefix, one behind the bearer guard. */
async function documentOf() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, swaggerOptions(loadApiConfig({ JWT_SECRET: 'x'.repeat(64) })));
  await app.register(
    async (scope) => {
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/',
        {
          schema: {
            summary: 'Send a lead',
            response: { 200: z.object({ ok: z.boolean() }), 429: ApiErrorResponse },
          },
        },
        async () => ({ ok: true }),
      );
      scope.withTypeProvider<ZodTypeProvider>().get(
        '/user/:userId',
        {
          schema: {
            summary: 'A profile',
            security: BEARER_AUTH,
            params: z.object({ userId: z.string() }),
            response: { 200: Profile },
          },
        },
        async () => ({ fullName: 'Asha Rao' }),
      );
    },
    { prefix: '/lead' },
  );
  await app.ready();
  return app.swagger() as unknown as {
    paths: Record<string, Record<string, { operationId: string; security: unknown; responses: object }>>;
    components: {
      schemas: Record<string, unknown>;
      responses: Record<string, unknown>;
      securitySchemes: object;
    };
  };
}

describe('the OpenAPI document', () => {
  it('documents a public route without its trailing slash, named from method and path, with its errors', async () => {
    const document = await documentOf();
    const operation = document.paths['/lead']!.post!;
    expect(Object.keys(document.paths)).not.toContain('/lead/');
    expect(operation.operationId).toBe('postLead');
    expect(operation.security).toEqual([]);
    expect(operation.responses).toMatchObject({
      '400': { $ref: '#/components/responses/BadRequest' },
      '404': { $ref: '#/components/responses/NotFound' },
      '429': { $ref: '#/components/responses/TooManyRequests' },
      '500': { $ref: '#/components/responses/InternalServerError' },
    });
    expect(operation.responses).not.toHaveProperty('401');
  });

  it('marks a route declaring BEARER_AUTH with the bearer scheme and its 401 and 403', async () => {
    const document = await documentOf();
    const operation = document.paths['/lead/user/{userId}']!.get!;
    expect(operation.operationId).toBe('getLeadUserByUserId');
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.responses).toMatchObject({
      '401': { $ref: '#/components/responses/Unauthorized' },
      '403': { $ref: '#/components/responses/Forbidden' },
    });
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
  });

  it('keeps only the components an operation reaches, the error model among them', async () => {
    const { components } = await documentOf();
    expect(Object.keys(components.schemas).sort()).toEqual(['ApiErrorResponse', 'TestProfile']);
    expect(Object.keys(components.responses).sort()).toEqual([
      'BadRequest',
      'Forbidden',
      'InternalServerError',
      'NotFound',
      'TooManyRequests',
      'Unauthorized',
    ]);
  });
});
