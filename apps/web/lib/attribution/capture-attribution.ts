import type { NextRequest, NextResponse } from 'next/server';
import { originFromHeaders } from '@/lib/seo/origin-from-headers.ts';
import { attributionAfterVisit, attributionCookie, decodeAttribution } from './first-visit.ts';

/** Called by proxy.ts on every page request: keeps the first visit's attribution in a cookie. */
export function captureAttribution(request: NextRequest, response: NextResponse): void {
  const { pathname, search } = new URL(request.url);
  const next = attributionAfterVisit({
    url: new URL(`${pathname}${search}`, originFromHeaders(request.headers)),
    referrer: request.headers.get('referer'),
    stored: decodeAttribution(request.cookies.get(attributionCookie.name)?.value),
  });
  if (next)
    response.cookies.set(attributionCookie.name, attributionCookie.encode(next), attributionCookie.options);
}
