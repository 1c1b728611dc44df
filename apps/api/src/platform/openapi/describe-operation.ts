import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ApiErrorResponse } from '@meridian/domain/error-response';
import { hookContracts } from './documented-hook.ts';
import { documentedPath, operationIdFor } from './operation-id.ts';
import { BEARER_AUTH } from './security.ts';

/**
 * Per route: the zod schemas as JSON Schema, the path without a trailing slash, an operationId
 * derived from method and path, and what its marked hooks add: the bearer scheme of an auth guard
 * (else `security: []`, so every operation states whether it needs a token) and the error statuses
 * they answer. What the route's schema says itself wins.
 */
export const describeOperation: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  if (typeof route.method !== 'string') {
    throw new Error(`OpenAPI: ${url} answers several methods; give each its own route`);
  }
  const path = documentedPath(url);
  const contracts = hookContracts(route);
  const hookErrors = contracts.flatMap((contract) => contract.errors ?? []);
  return jsonSchemaTransform({
    ...input,
    url: path,
    schema: {
      operationId: operationIdFor(route.method, path),
      security: contracts.some((contract) => contract.bearer) ? BEARER_AUTH : [],
      ...schema,
      response: {
        ...Object.fromEntries(hookErrors.map((status) => [status, ApiErrorResponse])),
        ...(schema.response as object | undefined),
      },
    },
  });
};
