import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { REQUEST_HEADERS } from '@/lib/seo/request-headers.ts';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { brand } from '@/lib/brand/brand.ts';
import { webConfig } from '@/lib/env.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { contactPhones } from '@/lib/region/contact-phones.ts';
import { siteMenus } from '@/lib/navigation/site-menus.ts';
import { QueryProvider } from '@/components/providers/query-provider.client.tsx';
import { HydrationMarker } from '@/components/providers/hydration-marker.client.tsx';
import { BottomBars, HelloBar } from '@/components/extras/site-bars.client.tsx';
import { ReportError } from '@/components/extras/report-error.client.tsx';
import { GeolocationConsent } from '@/components/extras/geolocation-consent.client.tsx';
import { VideoPopup } from '@/components/extras/video-popup.client.tsx';
import { Popform } from '@/components/extras/popform.client.tsx';
import { leadFormContext } from '@/components/forms/lead-form-context.ts';
import { PageViewTracker } from '@/components/extras/page-view-tracker.client.tsx';
import { ThirdPartyScripts } from '@/components/extras/third-party-scripts.client.tsx';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return {
    // Canonical and Open Graph URLs are absolute, on the host the page was asked for (regions have their own).
    metadataBase: new URL(await requestOrigin()),
    title: { default: `Study Abroad | ${brand().name}`, template: `%s` },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f6c' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // hide_layout=true (query or cookie, resolved by the proxy) renders the page alone, e.g. inside an app frame.
  const hideLayout = (await headers()).get(REQUEST_HEADERS.hideLayout) === 'true';
  const region = await currentRegion();
  const regionConfig = REGION_CONFIG[region];
  const config = webConfig();
  const { name } = brand();
  const menus = hideLayout ? undefined : await siteMenus(region);
  const phones = contactPhones(region);
  return (
    <html lang="en-IN" data-region={region}>
      <body>
        <QueryProvider>
          {menus && (
            <a className="skip-link" href="#main">
              Skip to content
            </a>
          )}
          {menus && <HelloBar region={region} />}
          {menus && <SiteHeader brandName={name} region={regionConfig} menus={menus} phone={phones[0]} />}
          <main id="main">{children}</main>
          {menus && (
            <SiteFooter
              brandName={name}
              menu={menus.footer}
              phones={phones}
              supportEmail={config.SUPPORT_EMAIL}
            />
          )}
          {menus && <BottomBars region={region} />}
          {menus && <ReportError />}
          {menus && regionConfig.geolocation && <GeolocationConsent />}
          {menus && regionConfig.videoPopup && config.PROMO_VIDEO_ID && (
            <VideoPopup
              videoId={config.PROMO_VIDEO_ID}
              delayMs={config.PROMO_VIDEO_DELAY_MS}
              title={config.PROMO_VIDEO_TITLE}
            />
          )}
          {menus && config.POPFORM_PATHS.length > 0 && (
            <Popform
              {...await leadFormContext()}
              paths={config.POPFORM_PATHS}
              delayMs={config.POPFORM_DELAY_MS}
            />
          )}
          <PageViewTracker />
          <HydrationMarker />
          {config.GA_MEASUREMENT_ID && (
            <ThirdPartyScripts
              gaMeasurementId={config.GA_MEASUREMENT_ID}
              excludedPaths={config.THIRD_PARTY_EXCLUDED_PATHS}
            />
          )}
        </QueryProvider>
      </body>
    </html>
  );
}
