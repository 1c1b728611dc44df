import { maxHeaderSize, STATUS_CODES as HTTP_REASONS } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessageFor } from '@meridian/domain/error-catalogue';
import { MAX_PATH_SEGMENT_LENGTH } from '@meridian/domain/routes/path-segment';
import type { ApiErrorResponse } from '@meridian/domain/error-response';
import { AppError } from './app-error.ts';
import { isDatabaseUnavailable } from '#api/db/database-unavailable.ts';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** What Fastify's own errors (raised before a route's schema runs) say is wrong, in the 400 style. */
const FRAMEWORK_DETAILS: Record<string, { field: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { field: 'body', detail: 'is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { field: 'body', detail: 'is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { field: 'body', detail: 'is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { field: 'content-type', detail: 'is not supported' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { field: 'content-length', detail: 'does not match the body' },
  FST_ERR_MAX_PARAM_LENGTH: { field: 'url', detail: 'is too long' },
  FST_ERR_BAD_URL: { field: 'url', detail: 'is not a valid address' },
  // The multipart reader's limits (413) and its refusal of a reserved field name.
  FST_PARTS_LIMIT: { field: 'body', detail: 'has too many parts' },
  FST_FILES_LIMIT: { field: 'body', detail: 'has too many files' },
  FST_FIELDS_LIMIT: { field: 'body', detail: 'has too many fields' },
  FST_PROTO_VIOLATION: { field: 'body', detail: 'names a reserved field' },
};

/**
 * The error model's body. A field at fault comes as data (`field`, `detail`) for a client to mark it,
 * and also after the text, for a person reading the answer.
 */
function envelope(
  errorCode: string,
  text: string,
  fault?: { field: string; detail: string },
): ApiErrorResponse {
  if (!fault) return { status: false, errorCode, message: text };
  return {
    status: false,
    errorCode,
    message: `${text} (${fault.field}: ${fault.detail})`,
    field: fault.field,
    detail: fault.detail,
  };
}

function errorBody(status: number, supportEmail: string, fault?: { field: string; detail: string }) {
  const errorCode = STATUS_CODES[status] ?? 'INTERNAL_SERVER_ERROR';
  return envelope(errorCode, errorMessageFor({ status, errorCode, supportEmail }), fault);
}

/** Maps any error to the one error model (SPEC.md §8): `{status:false, errorCode, message}`, never a stack. */
function replyWithError(supportEmail: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const text = errorMessageFor({ errorCode: error.code, supportEmail });
      const fault = error.field ? { field: error.field, detail: error.message } : undefined;
      return reply.status(error.statusCode).send(envelope(error.code, text, fault));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = [error.validationContext, ...(issue?.instancePath.split('/').filter(Boolean) ?? [])]
        .filter(Boolean)
        .join('.');
      return reply
        .status(400)
        .send(errorBody(400, supportEmail, { field, detail: issue?.message ?? 'is invalid' }));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover, not a bug: the client may retry in a moment.
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '1');
      return reply.status(503).send(errorBody(503, supportEmail));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody(500, supportEmail));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(errorBody(status, supportEmail, FRAMEWORK_DETAILS[error.code]));
  };
}

export function registerErrorHandler(app: FastifyInstance, supportEmail: string): void {
  app.setErrorHandler(replyWithError(supportEmail));
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(404, supportEmail)));
}

/**
 * A request Node could not parse never reaches Fastify: answer it on the socket, in the error model.
 * An over-long request line is a 414 (URI too long); other over-long headers a 431.
 */
function clientErrorHandler(supportEmail: string) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let status = 400;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
      const requestLineEnd = packet.indexOf('\r\n');
      status = requestLineEnd === -1 || requestLineEnd >= maxHeaderSize ? 414 : 431;
    }
    if (socket.writable) {
      const body = JSON.stringify(errorBody(status, supportEmail));
      socket.write(
        `HTTP/1.1 ${status} ${HTTP_REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

/**
 * Server options that put the errors Fastify and Node raise before any handler runs (an over-long
 * or malformed URL, an unparseable request) into the same error model.
 */
export function errorModelServerOptions(
  supportEmail: string,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'routerOptions'> {
  return {
    frameworkErrors: replyWithError(supportEmail),
    clientErrorHandler: clientErrorHandler(supportEmail),
    // A longer segment is answered 414 in the error model.
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT_LENGTH },
  };
}
