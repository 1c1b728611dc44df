import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { callingHoursText } from '@meridian/domain/time-zone';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { currentVariant } from '@/lib/variant/current-variant.ts';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { brand } from '@/lib/brand/brand.ts';
import { webConfig } from '@/lib/env.ts';
import { contactPhones } from '@/lib/region/contact-phones.ts';
import { siteMenus } from '@/lib/navigation/site-menus.ts';
import { parentSiteLink } from '@/lib/navigation/parent-site-link.ts';
import { QueryProvider } from '@/components/providers/query-provider.client.tsx';
import { ViewerRateProvider } from '@/components/catalogue/viewer-rate.client.tsx';
import { viewerRate } from '@/lib/region/viewer-rate.ts';
import { optionalPart } from '@/lib/api/optional-part.ts';
import { HydrationMarker } from '@/components/providers/hydration-marker.client.tsx';
import { BottomBars, HelloBar } from '@/components/extras/site-bars.client.tsx';
import { ReportError } from '@/components/extras/report-error.client.tsx';
import { GeolocationConsent } from '@/components/extras/geolocation-consent.client.tsx';
import { VideoPopup } from '@/components/extras/video-popup.client.tsx';
import { Popform } from '@/components/extras/popform.client.tsx';
import { enquiryFormContext } from '@/components/forms/load-lead-form-context.ts';
import { PageViewTracker } from '@/components/extras/page-view-tracker.client.tsx';
import { AttributionCapture } from '@/components/extras/attribution-capture.client.tsx';
import { ThirdPartyScripts } from '@/components/extras/third-party-scripts.client.tsx';
import { thirdPartySettings } from '@/components/extras/third-party/third-party-settings.ts';
import '../globals.css';

/**
 * Every page sits under the `[variant]` segment the proxy rewrites to (region, layout,
 * content query), and reads nothing else of the request; so a content page is rendered once per
 * variant, kept at most 60 s (CONTENT_REVALIDATE_SECONDS) and revalidated by tag on publishing.
 * Pages that read cookies or the real query (profile, payments, admin, forms' tokens) stay dynamic.
 */
export const revalidate = 60;

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

export async function generateMetadata(): Promise<Metadata> {
  return {
    // Canonical and Open Graph URLs are absolute, on the host the page was asked for (regions have their own).
    metadataBase: new URL(await requestOrigin()),
    title: { default: `Study Abroad | ${brand().name}`, template: `%s` },
    icons: { icon: sitePath('/icon.svg') },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f6c' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // hide_layout=true (query or cookie, resolved by the proxy) renders the page alone, e.g. inside an
  // app frame; the staff console (`/admin/…`) is framed by its own layout, with its own landmarks.
  const { layout, region } = await currentVariant();
  const regionConfig = REGION_CONFIG[region];
  const config = webConfig();
  const { name } = brand();
  const menus = layout === 'site' ? await siteMenus(region) : undefined;
  const phones = contactPhones(region);
  const [popform, rate] = menus
    ? await Promise.all([
        optionalPart('pop-up form', enquiryFormContext, undefined),
        optionalPart('exchange rate', () => viewerRate(region), null),
      ])
    : [undefined, null];
  return (
    <html lang={regionConfig.lang} data-region={region} data-cookie-domain={config.COOKIE_DOMAIN}>
      <body>
        <QueryProvider>
          {menus && (
            <a className="skip-link" href="#main">
              Skip to content
            </a>
          )}
          {menus && (
            <SiteHeader
              brandName={name}
              region={regionConfig}
              menus={menus}
              parentSite={parentSiteLink(config)}
              phone={phones[0]}
            />
          )}
          {menus && <HelloBar region={region} />}
          {layout === 'console' ? (
            children
          ) : (
            <main id="main">
              <ViewerRateProvider rate={rate}>{children}</ViewerRateProvider>
            </main>
          )}
          {menus && (
            <SiteFooter
              brandName={name}
              menu={menus.footer}
              phones={phones}
              supportEmail={config.SUPPORT_EMAIL}
              callingHours={callingHoursText(regionConfig.timeZone)}
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
          {popform && (
            <Popform
              defaultCountry={popform.defaultCountry}
              consentText={popform.consentText}
              region={region}
              cities={popform.cities}
              qualifications={popform.qualifications}
            />
          )}
          <PageViewTracker />
          <AttributionCapture />
          <HydrationMarker />
          <ThirdPartyScripts settings={thirdPartySettings(config, { siteFrame: Boolean(menus) })} />
        </QueryProvider>
      </body>
    </html>
  );
}
