'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { captureAttribution } from '@/lib/attribution/browser-attribution.ts';

/** Keeps the visit's attribution (first referrer and landing page, latest campaign) on every route. */
export function AttributionCapture() {
  const pathname = usePathname();
  useEffect(() => captureAttribution(), [pathname]);
  return null;
}
