'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated, so browser tests (and monitoring) can tell a page
 * that only looks ready from one whose buttons and forms respond.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
