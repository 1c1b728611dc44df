import type { NextRequest } from 'next/server';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { errorMessageFor } from '@meridian/domain/error-catalogue';
import { loginPathFor } from '@meridian/domain/auth/login-required';
import { webConfig } from '@/lib/env.ts';
import { cookieTokenStore } from '@/lib/api/cookie-token-store.ts';
import { passThroughFile } from '@/lib/api/file-pass-through.ts';

export const dynamic = 'force-dynamic';

/** A 100,000-lead export streams for a while: allow it far more than an ordinary call. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * `/admin/leads/export?…`: the inbox's filtered leads as a CSV download, streamed from the API with
 * the signed-in counsellor's token. A refused or expired session goes back to the inbox through login.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const { accessToken } = (await cookieTokenStore()).read();
  const filter = request.nextUrl.searchParams.toString();
  return passThroughFile(
    `${webConfig().serviceUrls.lead}/admin/leads.csv${filter ? `?${filter}` : ''}`,
    (status) =>
      status === 401
        ? Response.redirect(new URL(loginPathFor(sitePath(siteRoutes.adminLeads())), request.url), 303)
        : new Response(errorMessageFor({ status, supportEmail: webConfig().SUPPORT_EMAIL }), {
            status: status ?? 502,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
          }),
    { ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), timeoutMs: EXPORT_TIMEOUT_MS },
  );
}
