import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { BASE_PATH } from '@meridian/domain/base-path';
import type { WebVitalName, WebVitalsBeacon } from '@meridian/domain/analytics/web-vitals';

const ENDPOINT = `${BASE_PATH}/api/user/web-vitals`;
let started = false;

/**
 * Measures LCP, INP and CLS of this page load and sends them to the API in one beacon as the page
 * is hidden or left (web-vitals reports its final values then). Started once per page load, and
 * only on the page the browser loaded: after a client-side navigation LCP would be another page's.
 */
export function startWebVitalsBeacon(): void {
  const loaded = performance.getEntriesByType('navigation')[0]?.name;
  if (started || !loaded || new URL(loaded).pathname !== window.location.pathname) return;
  started = true;
  const path = window.location.pathname;
  const measured = new Map<WebVitalName, number>();
  const record = (metric: Metric) => measured.set(metric.name as WebVitalName, metric.value);
  onLCP(record);
  onINP(record);
  onCLS(record);
  const flush = () => {
    if (measured.size === 0) return;
    const beacon: WebVitalsBeacon = {
      path,
      metrics: [...measured].map(([name, value]) => ({ name, value }) as WebVitalsBeacon['metrics'][number]),
    };
    measured.clear();
    navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
