import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '@meridian/domain/security-headers';
import type { ApiConfig } from '#api/env.ts';

/** Every answer, errors included, carries the site's security headers; a route's own value stays. */
export function sendSecurityHeaders(app: FastifyInstance, config: ApiConfig): void {
  const headers = Object.entries(
    securityHeaders({ frameAncestors: config.FRAME_ANCESTORS, production: config.APP_ENV === 'production' }),
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
