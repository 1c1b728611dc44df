import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiErrorResponse } from '@meridian/domain/error-response';
import { loadApiConfig } from '#api/env.ts';
import { addScopeHook, documentedHook } from './documented-hook.ts';
import { swaggerOptions } from './swagger-options.ts';

const Profile = z.object({ fullName: z.string() }).meta({ id: 'TestProfile' });
const Sent = z.object({ ok: z.boolean() });
const guard = documentedHook(async () => {}, { bearer: true });
const rateLimit = documentedHook(async () => {}, { errors: [429] });

type Document = {
  paths: Record<string, Record<string, { operationId: string; security: unknown; responses: object }>>;
  components: { schemas: object; responses: object; securitySchemes: object };
};

/**
 * Under one prefix: a public route, a public route listing its own 409, a rate-limited route and
 * a route behind a bearer guard.
 */
async function documentOf(): Promise<Document> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    swagger,
    swaggerOptions(loadApiConfig({ APP_ENV: 'development', JWT_SECRET: 'x'.repeat(64) })),
  );
  await app.register(
    async (scope) => {
      const routes = scope.withTypeProvider<ZodTypeProvider>();
      routes.post('/', { schema: { summary: 'Send a lead', response: { 200: Sent } } }, async () => ({
        ok: true,
      }));
      routes.post(
        '/register',
        { schema: { summary: 'Register', response: { 200: Sent, 409: ApiErrorResponse } } },
        async () => ({ ok: true }),
      );
      routes.post(
        '/otp',
        { schema: { summary: 'Send an OTP', response: { 200: Sent } }, preHandler: [rateLimit] },
        async () => ({ ok: true }),
      );
      routes.get(
        '/user/:userId',
        {
          schema: {
            summary: 'A profile',
            params: z.object({ userId: z.string() }),
            response: { 200: Profile },
          },
          preHandler: guard,
        },
        async () => ({ fullName: 'Asha Rao' }),
      );
    },
    { prefix: '/lead' },
  );
  await app.register(
    async (scope) => {
      addScopeHook(scope, guard);
      scope
        .withTypeProvider<ZodTypeProvider>()
        .get(
          '/:userId/notes',
          { schema: { summary: 'Notes', params: z.object({ userId: z.string() }), response: { 200: Sent } } },
          async () => ({ ok: true }),
        );
    },
    { prefix: '/user' },
  );
  await app.ready();
  return app.swagger() as unknown as Document;
}

describe('the OpenAPI document', () => {
  it('documents a public route without its trailing slash, named from method and path, with its errors', async () => {
    const { paths } = await documentOf();
    expect(Object.keys(paths)).not.toContain('/lead/');
    const operation = paths['/lead']!.post!;
    expect(operation.operationId).toBe('postLead');
    expect(operation.security).toEqual([]);
    expect(operation.responses).toEqual({
      '200': expect.objectContaining({ content: expect.any(Object) }),
      '400': { $ref: '#/components/responses/BadRequest' },
      '404': { $ref: '#/components/responses/NotFound' },
      '500': { $ref: '#/components/responses/InternalServerError' },
    });
  });

  it('adds the error statuses a route lists itself or its hooks answer', async () => {
    const { paths } = await documentOf();
    expect(paths['/lead/register']!.post!.responses).toMatchObject({
      '409': { $ref: '#/components/responses/Conflict' },
    });
    expect(paths['/lead/otp']!.post!.responses).toMatchObject({
      '429': { $ref: '#/components/responses/TooManyRequests' },
    });
  });

  it("marks a route behind a bearer guard, its own or its plugin's, with the scheme and its 401 and 403", async () => {
    const document = await documentOf();
    const operation = document.paths['/lead/user/{userId}']!.get!;
    expect(operation.operationId).toBe('getLeadUserByUserId');
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.responses).toMatchObject({
      '401': { $ref: '#/components/responses/Unauthorized' },
      '403': { $ref: '#/components/responses/Forbidden' },
    });
    expect(document.paths['/user/{userId}/notes']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
  });

  it('keeps only the components an operation reaches, the error model among them', async () => {
    const { components } = await documentOf();
    expect(Object.keys(components.schemas).sort()).toEqual(['ApiErrorResponse', 'TestProfile']);
    expect(Object.keys(components.responses).sort()).toEqual([
      'BadRequest',
      'Conflict',
      'Forbidden',
      'InternalServerError',
      'NotFound',
      'TooManyRequests',
      'Unauthorized',
    ]);
  });
});
