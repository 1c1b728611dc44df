import { WebVitalsReport } from '@meridian/domain/analytics/web-vitals';
import { browserClient } from './browser-client.ts';

/** Web vitals per page type over the last 7 days, `{user}/admin/web-vitals` (admins only). */
export function getWebVitalsReport(): Promise<WebVitalsReport> {
  return browserClient.request('user', '/admin/web-vitals', { schema: WebVitalsReport });
}
