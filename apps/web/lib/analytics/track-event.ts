import { BASE_PATH } from '@meridian/domain/base-path';
import type { AnalyticsEvent } from '@meridian/domain/analytics/events';
import { CTA_CATEGORY, LEAD_CATEGORY } from '@meridian/domain/analytics/schemas';

const ENDPOINT = `${BASE_PATH}/api/user/events`;

/**
 * Sends one first-party analytics event without delaying navigation: sendBeacon survives the page
 * unloading after a link click; fetch with keepalive is the fallback.
 */
export function trackEvent(event: Omit<AnalyticsEvent, 'path' | 'region'> & { path?: string }): void {
  if (typeof window === 'undefined') return;
  const region = document.documentElement.dataset.region;
  const body = JSON.stringify({
    ...event,
    path: event.path ?? window.location.pathname,
    region: region === 'vn' || region === 'sa' ? region : 'default',
  });
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(ENDPOINT, blob)) return;
  void fetch(ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

/** A call to action was clicked: its visible label, on the current page. */
export function trackCtaClick(label: string): void {
  trackEvent({ name: 'cta_clicked', category: CTA_CATEGORY, label });
}

/**
 * The API accepted a lead: only which form it was (the page is added), never what the person
 * typed, so the event store holds no personal data.
 */
export function trackLeadSubmitted(formVariant: string): void {
  trackEvent({ name: 'lead_submitted', category: LEAD_CATEGORY, label: formVariant });
}
