import type { OpenAPIV3_1 } from 'openapi-types';

/** One named response per error status the API sends; every one carries the one error model. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request is malformed or a field is invalid; `message` names the field.',
  },
  401: { name: 'Unauthorized', description: 'No valid bearer token was sent.' },
  403: {
    name: 'Forbidden',
    description: 'The token does not allow this call, or the account is deactivated.',
  },
  404: { name: 'NotFound', description: 'Nothing exists at this address.' },
  409: { name: 'Conflict', description: 'The record already exists.' },
  410: { name: 'Gone', description: 'The link has expired.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts; try again later.' },
  500: { name: 'InternalServerError', description: 'The API failed; the message never carries details.' },
  502: { name: 'BadGateway', description: 'A mail or SMS provider still failed after retries.' },
  503: { name: 'ServiceUnavailable', description: 'The service or its database is unavailable.' },
};

/** What every operation can answer, whatever its input: bad input, an unknown address, a failure. */
const EVERY_OPERATION = [400, 404, 500];
/** What an operation behind the bearer-token guard adds. */
const SECURED_OPERATION = [401, 403];

const ERROR_SCHEMA_REF = '#/components/schemas/ApiErrorResponse';

function responseRef(status: number): OpenAPIV3_1.ReferenceObject {
  const known = ERROR_RESPONSES[status];
  if (!known) throw new Error(`OpenAPI: error status ${status} has no named response in error-responses.ts`);
  return { $ref: `#/components/responses/${known.name}` };
}

function isErrorModel(response: OpenAPIV3_1.ResponseObject | OpenAPIV3_1.ReferenceObject): boolean {
  if ('$ref' in response) return false;
  const schema = response.content?.['application/json']?.schema;
  return !!schema && '$ref' in schema && schema.$ref === ERROR_SCHEMA_REF;
}

/**
 * The operation's responses with every error answer as a reference to its named response: the
 * defaults above, plus any status the route lists itself with `ApiErrorResponse` (e.g. a 429).
 */
export function withErrorResponses(
  responses: OpenAPIV3_1.ResponsesObject,
  secured: boolean,
): OpenAPIV3_1.ResponsesObject {
  const result: OpenAPIV3_1.ResponsesObject = {};
  for (const [status, response] of Object.entries(responses)) {
    result[status] = isErrorModel(response) ? responseRef(Number(status)) : response;
  }
  for (const status of [...EVERY_OPERATION, ...(secured ? SECURED_OPERATION : [])]) {
    result[status] ??= responseRef(status);
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

/** `components.responses`: each named error response, its body the `ApiErrorResponse` schema. */
export function errorResponseComponents(): Record<string, OpenAPIV3_1.ResponseObject> {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } } },
    ]),
  );
}
