import type { NextConfig } from 'next';

const config: NextConfig = {
  basePath: '/study-abroad',
  transpilePackages: ['@meridian/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  async redirects() {
    // SPEC.md §2: a page path lacking the base path gets it prefixed.
    return [
      { source: '/', destination: '/study-abroad', basePath: false, permanent: true },
      // RFC 9116 security.txt lives at the host root; Next.js cannot rewrite outside the base
      // path to a local route, so the root address redirects to the file under it.
      {
        source: '/.well-known/security.txt',
        destination: '/study-abroad/security.txt',
        basePath: false,
        permanent: true,
      },
      {
        source: '/:path((?!study-abroad(?:/|$)|_next/).*)',
        destination: '/study-abroad/:path',
        basePath: false,
        permanent: true,
      },
    ];
  },
};

export default config;
