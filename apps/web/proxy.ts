import { NextResponse, type NextRequest } from 'next/server';
import { isValidPageParam } from '@meridian/domain/page-param';
import { BASE_PATH } from '@meridian/domain/base-path';
import { pageCategoryForPath } from '@meridian/domain/seo/page-category';
import { EMPTY_SEO_META, type SeoMeta } from '@meridian/domain/seo/schemas';
import { regionFromHost } from '@meridian/domain/region/regions';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { webConfig } from './lib/env.ts';
import { contentApi } from './lib/api/content-api.ts';
import { getSeoMeta } from './lib/api/cms.ts';
import { statusResponse } from './lib/seo/status-response.ts';
import { encodeSeoMeta, HIDE_LAYOUT_COOKIE, REQUEST_HEADERS } from './lib/seo/request-headers.ts';
import { captureAttribution } from './lib/attribution/capture-attribution.ts';
import { isLoginRequired, loginPathFor } from '@meridian/domain/auth/login-required';
import { AUTH_COOKIES } from './lib/api/token-store.ts';
import { isDecodablePath } from './lib/api-proxy/decodable-path.ts';
import { apiRefusal } from './lib/api-proxy/api-refusal.ts';

/** The page behaviours of SPEC.md §2, applied before any page renders. */
export async function proxy(request: NextRequest): Promise<Response> {
  const { nextUrl } = request;

  // The API proxy runs only this check here: Next decodes a route's parameters before its handler
  // runs, so an escape that does not decode would be a 500 there.
  if (nextUrl.pathname.startsWith('/api/')) {
    return isDecodablePath(nextUrl.pathname)
      ? NextResponse.next()
      : apiRefusal('BAD_REQUEST', webConfig().SUPPORT_EMAIL);
  }

  // An address that cannot be decoded names no page (SPEC.md §8: an undecodable filter is a 404).
  if (!isValidPageParam(nextUrl.searchParams.get('page')) || !isDecodablePath(nextUrl.pathname)) {
    return NextResponse.redirect(new URL(sitePath(siteRoutes.notFound()), request.url));
  }

  // Login-required pages (SPEC.md §2) send a visitor without a session to log in, and back after.
  if (isLoginRequired(nextUrl.pathname) && !hasSession(request)) {
    const target = `${sitePath(nextUrl.pathname)}${nextUrl.search}`;
    return NextResponse.redirect(new URL(loginPathFor(target), request.url), 307);
  }

  const meta = await seoMetaFor(sitePath(nextUrl.pathname));
  if (meta.redirectUrl) {
    const status = meta.customStatus === 302 ? 302 : 301;
    return NextResponse.redirect(new URL(meta.redirectUrl, request.url), status);
  }
  if (meta.customStatus === 410 || meta.customStatus === 503) {
    return statusResponse(meta.customStatus, webConfig().BRAND_NAME);
  }

  const hideLayoutQuery = nextUrl.searchParams.get('hide_layout');
  const hideLayout =
    hideLayoutQuery !== null
      ? hideLayoutQuery === 'true'
      : request.cookies.get(HIDE_LAYOUT_COOKIE)?.value === 'true';

  const headers = new Headers(request.headers);
  headers.set(REQUEST_HEADERS.seoMeta, encodeSeoMeta(meta));
  headers.set(REQUEST_HEADERS.region, webConfig().REGION ?? regionFromHost(request.headers.get('host')));
  const page = Number(nextUrl.searchParams.get('page') ?? 1);
  if (page > 1) headers.set(REQUEST_HEADERS.page, String(page));
  else headers.delete(REQUEST_HEADERS.page);
  if (hideLayout) headers.set(REQUEST_HEADERS.hideLayout, 'true');
  else headers.delete(REQUEST_HEADERS.hideLayout);
  const response = NextResponse.next({ request: { headers } });
  captureAttribution(request, response);

  if (hideLayoutQuery === 'true') {
    // hide_layout is how the site runs inside another site's frame, where only a SameSite=None
    // cookie is kept; the session cookies follow it (SPEC.md §9).
    response.cookies.set(HIDE_LAYOUT_COOKIE, 'true', { path: BASE_PATH, sameSite: 'none', secure: true });
  } else if (hideLayoutQuery !== null) {
    response.cookies.delete({ name: HIDE_LAYOUT_COOKIE, path: BASE_PATH });
  }
  return response;
}

/** A session is there while either token cookie is: an expired access token is renewed on the first call. */
function hasSession(request: NextRequest): boolean {
  return request.cookies.has(AUTH_COOKIES.accessToken) || request.cookies.has(AUTH_COOKIES.refreshToken);
}

/** A slow or failing meta service must never take a page down: fall back to no overrides. */
async function seoMetaFor(path: string): Promise<SeoMeta> {
  try {
    const timeout = webConfig().META_API_TIMEOUT_MS;
    return await getSeoMeta(contentApi(), { url: path, category: pageCategoryForPath(path) }, timeout);
  } catch {
    return EMPTY_SEO_META;
  }
}

export const config = {
  // Skipped for /_next/ assets, the health check, the same-origin API proxy, uploaded pictures and static files.
  matcher: [
    '/',
    '/api/:path*',
    '/((?!_next/|health|api/|media/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)',
  ],
};
