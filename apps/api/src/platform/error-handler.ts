import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessageFor, type ApiErrorResponse } from '@meridian/domain/error-catalogue';
import { AppError } from './app-error.ts';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** One error model (SPEC.md §8): every failure leaves as `{status:false, errorCode, message}`, never a stack. */
export function registerErrorHandler(app: FastifyInstance, supportEmail: string): void {
  const body = (status: number, errorCode: string, message?: string): ApiErrorResponse => ({
    status: false,
    errorCode,
    message: message ?? errorMessageFor({ status, errorCode, supportEmail }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const catalogue = errorMessageFor({ status: error.statusCode, errorCode: error.code, supportEmail });
      const message = error.field ? `${catalogue} (${error.field}: ${error.message})` : undefined;
      return reply.status(error.statusCode).send(body(error.statusCode, error.code, message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = [error.validationContext, ...(issue?.instancePath.split('/').filter(Boolean) ?? [])]
        .filter(Boolean)
        .join('.');
      const detail = issue?.message ?? 'is invalid';
      const generic = errorMessageFor({ status: 400, supportEmail });
      return reply.status(400).send(body(400, 'BAD_REQUEST', `${generic} (${field}: ${detail})`));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body(500, 'INTERNAL_SERVER_ERROR'));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(body(status, STATUS_CODES[status] ?? 'INTERNAL_SERVER_ERROR'));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(body(404, 'NOT_FOUND')));
}
