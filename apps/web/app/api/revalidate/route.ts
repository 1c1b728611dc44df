import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { RevalidateRequest, type RevalidateResponse } from '@meridian/domain/content/revalidation';
import { webConfig } from '@/lib/env.ts';
import { apiRefusal } from '@/lib/api-proxy/api-refusal.ts';

export const dynamic = 'force-dynamic';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `POST /api/revalidate` with `Authorization: Bearer {CONTENT_REVALIDATE_SECRET}` and `{ tags }`:
 * the API calls it after publishing, and the next visit to a page built from those tags renders
 * it afresh (the 60 s revalidation is the fallback). Without a configured secret it answers 503.
 */
export async function POST(request: Request): Promise<Response> {
  const { CONTENT_REVALIDATE_SECRET: secret, SUPPORT_EMAIL } = webConfig();
  if (!secret) return apiRefusal('SERVICE_UNAVAILABLE', SUPPORT_EMAIL);
  const given = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!sameSecret(given, secret)) return apiRefusal('UNAUTHORIZED', SUPPORT_EMAIL);
  const parsed = RevalidateRequest.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return apiRefusal('BAD_REQUEST', SUPPORT_EMAIL);
  // Expired at once rather than served stale: an editor who publishes expects to see it.
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  const body: RevalidateResponse = { revalidated: parsed.data.tags };
  return Response.json(body);
}
