'use client';

import Script from 'next/script';
import { usePathname } from 'next/navigation';
import { thirdPartyAllowed } from '@meridian/domain/extras/third-party';

/** Google Analytics, only when configured and never on the excluded paths. */
export function ThirdPartyScripts({
  gaMeasurementId,
  excludedPaths,
}: {
  gaMeasurementId: string;
  excludedPaths: string[];
}) {
  const pathname = usePathname();
  if (!thirdPartyAllowed(pathname, excludedPaths)) return null;
  return (
    <>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${gaMeasurementId}`} strategy="lazyOnload" />
      <Script id="ga-init" strategy="lazyOnload">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(gaMeasurementId)});`}
      </Script>
    </>
  );
}
