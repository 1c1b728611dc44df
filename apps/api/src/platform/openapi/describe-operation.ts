import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentedPath, operationIdFor } from './operation-id.ts';

/**
 * Per route: the zod schemas as JSON Schema, the path without a trailing slash, an operationId
 * derived from method and path (a route's own `operationId` wins) and `security: []` on a public
 * route, so every operation states whether it needs a token.
 */
export const describeOperation: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  if (typeof route.method !== 'string') {
    throw new Error(`OpenAPI: ${url} answers several methods; give each its own route`);
  }
  const path = documentedPath(url);
  return jsonSchemaTransform({
    ...input,
    url: path,
    schema: { operationId: operationIdFor(route.method, path), security: [], ...schema },
  });
};
