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
