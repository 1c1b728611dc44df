import type { NextConfig } from 'next';
import { BASE_PATH } from '@meridian/domain/base-path';
import { securityHeaders } from '@meridian/domain/security-headers';
import { parseWebConfig } from './lib/web-config.ts';
import { VARIANT_HEADER } from './lib/variant/page-variant.ts';

// Read when the app is built: a changed FRAME_ANCESTORS or APP_ENV takes a new build.
const { APP_ENV, FRAME_ANCESTORS } = parseWebConfig(process.env);

const config: NextConfig = {
  basePath: BASE_PATH,
  transpilePackages: ['@meridian/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  // The pages' CSS (about 25 KB) comes inside the HTML: the first paint waits for no stylesheet
  // request, so text and the hero image show before the scripts hydrate (Lighthouse LCP).
  experimental: { inlineCss: true },
  // Next.js's own file-system cache, with revalidated tags shared between the web processes.
  cacheHandler: require.resolve('./lib/cache/shared-tags-cache-handler.mjs'),
  // A cached page may be served stale for 10 minutes past its 60 s while it is rendered afresh;
  // the header Next.js sends says the same (s-maxage=60, stale-while-revalidate=600).
  expireTime: 660,
  // SPEC.md §9: in production console.log, info and warn are silenced (errors still reach the logs);
  // the calls are taken out of the build, in the browser's scripts and the server's alike.
  compiler: { removeConsole: APP_ENV === 'production' ? { exclude: ['error'] } : false },
  async headers() {
    const headers = securityHeaders({
      frameAncestors: FRAME_ANCESTORS,
      production: APP_ENV === 'production',
    });
    // Every page, API proxy answer and asset (a bare redirect, having no content, goes without).
    return [
      {
        source: '/:path*',
        basePath: false,
        headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
      },
    ];
  },
  async rewrites() {
    // Every page lives under the `[variant]` segment the proxy chose (docs/architecture.md "Caching").
    const has = [{ type: 'header' as const, key: VARIANT_HEADER, value: '(?<variant>[A-Za-z0-9_-]+)' }];
    return {
      beforeFiles: [
        // `:path*` takes no segment too: the home page is the base path itself.
        { source: '/:path*', has, destination: '/:variant/:path*' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    // SPEC.md §2: a page path lacking the base path gets it prefixed.
    return [
      { source: '/', destination: BASE_PATH, basePath: false, permanent: true },
      // RFC 9116 security.txt lives at the host root; Next.js cannot rewrite outside the base
      // path to a local route, so the root address redirects to the file under it.
      {
        source: '/.well-known/security.txt',
        destination: `${BASE_PATH}/security.txt`,
        basePath: false,
        permanent: true,
      },
      // Browsers ask for /favicon.ico at the host root whatever the page names; the site's icon is
      // an SVG under the base path (without this the address rendered the home page).
      { source: '/favicon.ico', destination: `${BASE_PATH}/icon.svg`, basePath: false, permanent: true },
      { source: '/favicon.ico', destination: '/icon.svg', permanent: true },
      {
        source: `/:path((?!${BASE_PATH.slice(1)}(?:/|$)|_next/).*)`,
        destination: `${BASE_PATH}/:path`,
        basePath: false,
        permanent: true,
      },
    ];
  },
};

export default config;
