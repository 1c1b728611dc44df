'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { REFERRER_TRACKING_DELAY_MS } from '@meridian/domain/extras/extras-delay';
import { trackEvent } from '@/lib/analytics/track-event.ts';

/**
 * Records a page view 1000 ms after every route change (SPEC.md §9), with the page the visitor
 * came from: the document referrer on the first page, the previous route after that.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const referrer = previous.current ?? (document.referrer || undefined);
    previous.current = window.location.pathname;
    const timer = window.setTimeout(
      () =>
        trackEvent({
          name: 'page_view',
          category: 'Page_load',
          label: document.title,
          referrer,
        }),
      REFERRER_TRACKING_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
