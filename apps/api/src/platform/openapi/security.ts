import type { FastifySchema } from 'fastify';

/** The `security` of a route behind the bearer-token guard; the document adds its 401 and 403. */
export const BEARER_AUTH = [{ bearerAuth: [] }] as const satisfies FastifySchema['security'];

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from `POST /auth/otp/verify`, sent as `Authorization: Bearer …`.',
  },
} as const;

export function isSecured(security: FastifySchema['security']): boolean {
  return (security?.length ?? 0) > 0;
}
