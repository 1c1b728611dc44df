import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { errorResponseComponents, withErrorResponses } from './error-responses.ts';
import { pruneUnusedComponents } from './prune-components.ts';
import { isSecured } from './security.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function operationsOf(paths: OpenAPIV3_1.PathsObject): OpenAPIV3_1.OperationObject[] {
  return Object.values(paths).flatMap((item) => METHODS.flatMap((method) => item?.[method] ?? []));
}

/**
 * The whole document: the zod registry's named schemas, the error answers of every operation as
 * named responses, only the components something uses, and a check that no two operations share an
 * operationId.
 */
export const completeDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenAPIV3_1.Document;
  const seen = new Set<string>();
  for (const operation of operationsOf(document.paths ?? {})) {
    if (seen.has(operation.operationId!)) {
      throw new Error(`OpenAPI: two operations are both named ${operation.operationId}`);
    }
    seen.add(operation.operationId!);
    operation.responses = withErrorResponses(operation.responses ?? {}, isSecured(operation.security));
  }
  return pruneUnusedComponents({
    ...document,
    components: { ...document.components, responses: errorResponseComponents() },
  });
};
