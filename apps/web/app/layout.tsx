import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { REQUEST_HEADERS } from '../lib/seo/request-headers.ts';
import { brand } from '../lib/brand/brand.ts';
import { QueryProvider } from '../components/providers/query-provider.tsx';
import './globals.css';

export function generateMetadata(): Metadata {
  return { title: { default: `Study Abroad | ${brand().name}`, template: `%s` } };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f6c' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // hide_layout=true (query or cookie, resolved by the proxy) renders the page alone, e.g. inside an app frame.
  const hideLayout = (await headers()).get(REQUEST_HEADERS.hideLayout) === 'true';
  const { name } = brand();
  return (
    <html lang="en-IN">
      <body>
        {!hideLayout && (
          <a className="skip-link" href="#main">
            Skip to content
          </a>
        )}
        {!hideLayout && <SiteHeader brandName={name} />}
        <main id="main">
          <QueryProvider>{children}</QueryProvider>
        </main>
        {!hideLayout && <SiteFooter brandName={name} />}
      </body>
    </html>
  );
}
