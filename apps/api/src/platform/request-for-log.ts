import type { FastifyRequest } from 'fastify';

/** Parameters that grant something (a refresh token, a signed link's token): their values are never logged. */
const GRANTING = /token/i;
const REDACTED = '[redacted]';

/**
 * The address a log line names, with the value of every path or query parameter that grants
 * something replaced (issue 28): whoever reads the logs must not be able to use a session or a
 * signed link from them.
 */
export function urlForLog(request: Pick<FastifyRequest, 'url' | 'params'>): string {
  const url = new URL(request.url, 'http://api.invalid');
  const secrets = new Set(
    Object.entries((request.params ?? {}) as Record<string, unknown>)
      .filter(([name, value]) => GRANTING.test(name) && typeof value === 'string' && value !== '')
      .map(([, value]) => value as string),
  );
  const path = url.pathname
    .split('/')
    .map((segment) => (secrets.has(decodedOrSame(segment)) ? REDACTED : segment))
    .join('/');
  for (const name of [...url.searchParams.keys()]) {
    if (GRANTING.test(name)) url.searchParams.set(name, REDACTED);
  }
  return `${path}${url.search}`;
}

function decodedOrSame(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Fastify's request log fields, with the address as `urlForLog` gives it. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
