'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Keeps the visit's attribution (first referrer and landing page, latest campaign) on every route.
 * Its code (with the cookie's schema) loads after the page, so it adds nothing to the first load.
 */
export function AttributionCapture() {
  const pathname = usePathname();
  useEffect(() => {
    void import('@/lib/attribution/browser-attribution.ts').then(({ captureAttribution }) =>
      captureAttribution(),
    );
  }, [pathname]);
  return null;
}
