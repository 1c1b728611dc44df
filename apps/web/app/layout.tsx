import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { REQUEST_HEADERS } from '../lib/seo/request-headers.ts';
import { brand } from '../lib/brand/brand.ts';
import { webConfig } from '../lib/env.ts';
import { currentRegion } from '../lib/region/current-region.ts';
import { contactPhones, headerPhone } from '../lib/region/contact-phones.ts';
import { siteMenus } from '../lib/navigation/site-menus.ts';
import './globals.css';

export function generateMetadata(): Metadata {
  return { title: { default: `Study Abroad | ${brand().name}`, template: `%s` } };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f6c' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // hide_layout=true (query or cookie, resolved by the proxy) renders the page alone, e.g. inside an app frame.
  const hideLayout = (await headers()).get(REQUEST_HEADERS.hideLayout) === 'true';
  const region = await currentRegion();
  const { name } = brand();
  const menus = hideLayout ? undefined : await siteMenus(region);
  return (
    <html lang="en-IN" data-region={region}>
      <body>
        {menus && (
          <a className="skip-link" href="#main">
            Skip to content
          </a>
        )}
        {menus && (
          <SiteHeader
            brandName={name}
            region={REGION_CONFIG[region]}
            menu={menus.header}
            phone={headerPhone(region)}
          />
        )}
        <main id="main">{children}</main>
        {menus && (
          <SiteFooter
            brandName={name}
            menu={menus.footer}
            phones={contactPhones()}
            supportEmail={webConfig().SUPPORT_EMAIL}
          />
        )}
      </body>
    </html>
  );
}
