import { BASE_PATH } from '../base-path.ts';

/** SPEC.md §9: other pages wait 5000 ms before loading their extras; enquiry pages load them at once. */
export const EXTRAS_DELAY_MS = 5000;

export function extrasDelayMs(pathname: string): number {
  const inner = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  return /^\/enquiry(\d*|-medical)?(\/|$)/.test(inner) ? 0 : EXTRAS_DELAY_MS;
}

/** SPEC.md §9: referrer tracking runs 1000 ms after a route change. */
export const REFERRER_TRACKING_DELAY_MS = 1000;

/** SPEC.md §2: article and exam-detail routes keep the custom bar as it is across navigations. */
export function keepsCustomBar(pathname: string): boolean {
  const inner = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  return /^\/articles\/[^/]+/.test(inner) || /^\/exam\/[^/]+\/[^/]+/.test(inner);
}
