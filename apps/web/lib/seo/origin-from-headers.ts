/**
 * The origin the visitor asked for (behind a proxy, from X-Forwarded-*). Next's own `request.url`
 * names the address the server listens on, which loses the visitor's host and so its region.
 */
export function originFromHeaders(headers: Headers): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? '127.0.0.1:3000';
  const proto = headers.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${host}`;
}
