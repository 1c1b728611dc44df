import Script from 'next/script';
import type { AppEnv } from '@meridian/domain/env-schemas';

/**
 * Sentry's loader for the browser: the SDK itself is fetched on the first error (or once the page
 * is idle), and reports under this environment's name. The "Report an error" form stays: visitors
 * tell about wrong content there, which no error reporter sees.
 */
export function MonitoringScript({ dsn, environment }: { dsn: string; environment: AppEnv }) {
  const publicKey = new URL(dsn).username;
  return (
    <>
      <Script id="monitoring-init" strategy="afterInteractive">
        {`window.sentryOnLoad=function(){Sentry.init({environment:${JSON.stringify(environment)}});};`}
      </Script>
      <Script
        src={`https://js.sentry-cdn.com/${publicKey}.min.js`}
        strategy="afterInteractive"
        crossOrigin="anonymous"
      />
    </>
  );
}
