import 'server-only';
import { headers } from 'next/headers';

/** Origin of the current request (behind a proxy, from X-Forwarded-*), for absolute URLs in structured data. */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? '127.0.0.1:3000';
  const proto = h.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${host}`;
}
