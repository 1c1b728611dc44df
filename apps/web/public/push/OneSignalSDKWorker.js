// OneSignal's push service worker (components/extras/third-party/push-script.tsx registers it).
/* global importScripts -- a service worker's global */
importScripts('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js');
