import type { z } from 'zod';

/**
 * The options of a GET route that answers `response` with 200: its OpenAPI summary and the path
 * parameters or query it reads. Its error answers are documented for every operation centrally.
 */
export function readRoute<
  Response extends z.ZodType,
  Input extends { params?: z.ZodType; querystring?: z.ZodType } = object,
>(summary: string, response: Response, input?: Input) {
  return { schema: { summary, ...(input as Input), response: { 200: response } } };
}
