import type { onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { Accepted } from '@meridian/domain/accepted';

/*
 * Route options for the common shapes; a route's error answers are documented for every operation
 * centrally, so these name only its summary, what it reads and what it answers.
 */

/** The options of a GET route that answers `response` with 200. */
export function readRoute<
  Response extends z.ZodType,
  Input extends { params?: z.ZodType; querystring?: z.ZodType } = object,
>(summary: string, response: Response, input?: Input) {
  return { schema: { summary, ...(input as Input), response: { 200: response } } };
}

/** Set before the handler runs, so an error thrown later still answers its own status. */
const answerCreated: onRequestHookHandler = async (_request, reply) => {
  reply.status(201);
};

/** The options of a POST that creates something from its body: the handler returns it, answered 201. */
export function createRoute<
  Response extends z.ZodType,
  Input extends { params?: z.ZodType; body: z.ZodType },
>(summary: string, response: Response, input: Input) {
  return { schema: { summary, ...input, response: { 201: response } }, onRequest: answerCreated };
}

/** The options of a PUT that replaces something from its body, answering what it now is with 200. */
export function updateRoute<Response extends z.ZodType, Input extends { params: z.ZodType; body: z.ZodType }>(
  summary: string,
  response: Response,
  input: Input,
) {
  return { schema: { summary, ...input, response: { 200: response } } };
}

const answerAccepted: onRequestHookHandler = async (_request, reply) => {
  reply.status(202);
};

/**
 * The options of a POST whose write the client does not wait on (analytics, web vitals, a buddy's
 * message): the handler returns `ACCEPTED`, answered 202.
 */
export function acceptedRoute<
  Input extends { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType },
>(summary: string, input: Input) {
  return { schema: { summary, ...input, response: { 202: Accepted } }, onRequest: answerAccepted };
}

export const ACCEPTED = { status: true } as const;
