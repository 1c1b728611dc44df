import Script from 'next/script';

/**
 * Google Analytics 4. Its cookies go on the configured COOKIE_DOMAIN (the layout's
 * `<html data-cookie-domain>`), or on this host alone without one, so that logging out
 * (`resetAnalytics`) clears exactly those.
 */
export function AnalyticsScript({ measurementId }: { measurementId: string }) {
  return (
    <>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${measurementId}`} strategy="lazyOnload" />
      <Script id="ga-init" strategy="lazyOnload">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)},{cookie_domain:document.documentElement.dataset.cookieDomain||'none'});`}
      </Script>
    </>
  );
}
