import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER, acceptedRequestId } from '@meridian/domain/request-id';

/**
 * Server options for one JSON log line per event, each with the request's id (`requestId`): the
 * web proxy's `x-request-id` when it sent an acceptable one, else a new uuid. Times are ISO 8601.
 */
export function requestIdServerOptions(level: string): Pick<
  FastifyServerOptions,
  'genReqId' | 'requestIdHeader' | 'logController'
> & {
  logger: { level: string; timestamp: () => string };
} {
  return {
    logger: { level, timestamp: () => `,"time":"${new Date().toISOString()}"` },
    // Off so that genReqId always runs and can refuse an id that is not plain.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return acceptedRequestId(typeof given === 'string' ? given : undefined) ?? randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  };
}

/** Every answer names its request id, so a caller can quote it and find the API's log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
