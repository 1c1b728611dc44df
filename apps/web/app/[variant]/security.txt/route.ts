import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { webConfig } from '@/lib/env.ts';

export const dynamic = 'force-dynamic';

/** How long a published security.txt stays valid; RFC 9116 asks for less than a year. */
const VALID_FOR_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * RFC 9116 security.txt; /.well-known/security.txt at the host root redirects here
 * (next.config.ts). The report-a-vulnerability page is its policy.
 */
export function GET(request: Request): Response {
  const origin = new URL(request.url).origin;
  const expires = new Date(Date.now() + VALID_FOR_MS);
  expires.setUTCHours(0, 0, 0, 0);
  const body = [
    `Contact: mailto:${webConfig().SUPPORT_EMAIL}`,
    `Expires: ${expires.toISOString()}`,
    `Policy: ${siteUrl(origin, siteRoutes.page('report-a-vulnerability'))}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
