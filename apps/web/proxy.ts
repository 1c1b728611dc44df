import { NextResponse, type NextRequest } from 'next/server';
import { isValidPageParam } from '@meridian/domain/page-param';
import { decodeCourseFilter } from '@meridian/domain/catalogue/course-filter';
import { BASE_PATH } from '@meridian/domain/base-path';
import { pageCategoryForPath } from '@meridian/domain/seo/page-category';
import { EMPTY_SEO_META, type SeoMeta } from '@meridian/domain/seo/schemas';
import { regionFromHost } from '@meridian/domain/region/regions';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { webConfig } from './lib/env.ts';
import { contentApi } from './lib/api/content-api.ts';
import { getSeoMeta } from './lib/api/cms.ts';
import { statusResponse } from './lib/seo/status-response.ts';
import { HIDE_LAYOUT_COOKIE } from './lib/variant/hide-layout-cookie.ts';
import { contentQuery, encodeVariant, VARIANT_HEADER } from './lib/variant/page-variant.ts';
import { createTtlCache } from '@meridian/domain/ttl-cache';
import { cacheControlForPath, PERSONAL_CACHE_CONTROL } from './lib/variant/page-caching.ts';
import { isLoginRequired, loginPathFor } from '@meridian/domain/auth/login-required';
import { AUTH_COOKIES } from './lib/api/token-store.ts';
import { unroutableStatus } from './lib/api-proxy/unroutable-path.ts';
import { apiRefusal } from './lib/api-proxy/api-refusal.ts';
import { isConsolePath } from './lib/console/console-path.ts';
import type { PageLayout } from './lib/variant/page-variant.ts';

/** The page behaviours of SPEC.md §2, applied before any page renders. */
export async function proxy(request: NextRequest): Promise<Response> {
  const { nextUrl } = request;

  // Every address is checked here once: Next decodes a route's parameters before its handler runs
  // (an escape that does not decode is a 500 there), and a segment longer than the API routes
  // would be refused as if the API were down.
  const unroutable = unroutableStatus(nextUrl.pathname);
  // The API proxy, uploaded pictures, sitemaps, logos and static files get only this check.
  if (OUTSIDE_PAGES.test(nextUrl.pathname)) {
    if (unroutable === undefined) return NextResponse.next();
    if (nextUrl.pathname.startsWith('/api/')) {
      return apiRefusal(unroutable === 400 ? 'BAD_REQUEST' : 'NOT_FOUND', webConfig().SUPPORT_EMAIL);
    }
    return new Response(unroutable === 400 ? 'Bad request' : 'Not found', {
      status: unroutable,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }

  // An address that cannot be decoded names no page (SPEC.md §8: an undecodable filter is a 404).
  const { searchParams } = nextUrl;
  if (
    unroutable !== undefined ||
    !isValidPageParam(searchParams.get('page')) ||
    !decodeCourseFilter(searchParams.get('filter'))
  ) {
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
  // The staff console has its own frame, whether or not the site's is hidden.
  const layout: PageLayout = isConsolePath(nextUrl.pathname) ? 'console' : hideLayout ? 'bare' : 'site';

  // The page is the cached variant for this region, layout and content query: nothing else of the
  // request reaches it, so one rendering serves every visitor of that variant.
  const variant = encodeVariant({
    region: webConfig().REGION ?? regionFromHost(request.headers.get('host')),
    layout,
    query: contentQuery(searchParams, nextUrl.pathname),
  });
  // next.config.ts rewrites the request to `/{variant}{path}` by this header (a rewrite from here
  // would name `localhost`, which Next.js proxies as another origin when it listens on 127.0.0.1).
  const headers = new Headers(request.headers);
  headers.set(VARIANT_HEADER, variant);
  const response = NextResponse.next({ request: { headers } });
  const cacheControl = cacheControlForPath(nextUrl.pathname);
  if (cacheControl) response.headers.set('cache-control', cacheControl);

  if (hideLayoutQuery !== null) {
    // hide_layout is how the site runs inside another site's frame, where only a SameSite=None
    // cookie is kept; the session cookies follow it (SPEC.md §9). An answer setting a cookie is
    // not one to share.
    if (hideLayoutQuery === 'true') {
      response.cookies.set(HIDE_LAYOUT_COOKIE, 'true', { path: BASE_PATH, sameSite: 'none', secure: true });
    } else {
      response.cookies.delete({ name: HIDE_LAYOUT_COOKIE, path: BASE_PATH });
    }
    response.headers.set('cache-control', PERSONAL_CACHE_CONTROL);
  }
  return response;
}

/** A session is there while either token cookie is: an expired access token is renewed on the first call. */
function hasSession(request: NextRequest): boolean {
  return request.cookies.has(AUTH_COOKIES.accessToken) || request.cookies.has(AUTH_COOKIES.refreshToken);
}

/**
 * Each address's SEO meta is asked for at most once per 30 s: a page view then costs no API call.
 * Failures are not kept, and a slow or failing meta service never takes a page down.
 */
const seoMetaCache = createTtlCache<SeoMeta>({ ttlMs: 30_000, maxEntries: 5_000 });

async function seoMetaFor(path: string): Promise<SeoMeta> {
  try {
    return await seoMetaCache.get(path, () =>
      getSeoMeta(
        contentApi(),
        { url: path, category: pageCategoryForPath(path) },
        { timeoutMs: webConfig().META_API_TIMEOUT_MS },
      ),
    );
  } catch {
    return EMPTY_SEO_META;
  }
}

/** What lives outside the `[variant]` tree of pages, each a folder matched with its slash. */
const OUTSIDE_PAGES = /^\/(?:api|media|sitemaps|university-logos|flags|brand|banners|push)\//;

export const config = {
  // Skipped for /_next/ assets, the health check and the files at fixed names. The names are matched
  // whole (a file to the end), so `/healthz` or `/robots.txt2` is a page address like any other (a
  // 404) rather than one rendered without a variant.
  matcher: ['/', '/((?!_next/|(?:health|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml)$).*)'],
};
