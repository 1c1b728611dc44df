'use client';

import { useEffect } from 'react';

/** Web vitals of a sample of page loads (`sampleRate`, 0 to 1), sent to the site's own API. */
export function WebVitalsReporter({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (Math.random() >= sampleRate) return;
    void import('@/lib/analytics/web-vitals-beacon.ts').then(({ startWebVitalsBeacon }) =>
      startWebVitalsBeacon(),
    );
  }, [sampleRate]);
  return null;
}
