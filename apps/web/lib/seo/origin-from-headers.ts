/**
 * The origin the visitor asked for (behind a proxy, from X-Forwarded-*), for recording where a
 * visit landed. Next's own `request.url` names the address the server listens on. Any client can
 * set these headers, so links the site publishes use `requestOrigin()` (PUBLIC_WEB_URL) instead.
 */
export function originFromHeaders(headers: Headers): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? '127.0.0.1:3000';
  const proto = headers.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${host}`;
}
