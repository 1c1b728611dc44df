import Script from 'next/script';
import { BASE_PATH } from '@meridian/domain/base-path';

/**
 * OneSignal's web push SDK (v16): it offers notifications by its own prompt. Its service worker
 * (public/push/) is scoped to a folder of its own, so it never handles the site's page requests.
 */
export function PushScript({ appId }: { appId: string }) {
  const options = {
    appId,
    serviceWorkerPath: `${BASE_PATH.slice(1)}/push/OneSignalSDKWorker.js`,
    serviceWorkerParam: { scope: `${BASE_PATH}/push/` },
  };
  return (
    <>
      <Script src="https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js" strategy="lazyOnload" />
      <Script id="push-init" strategy="lazyOnload">
        {`window.OneSignalDeferred=window.OneSignalDeferred||[];OneSignalDeferred.push(function(OneSignal){return OneSignal.init(${JSON.stringify(options)});});`}
      </Script>
    </>
  );
}
