/**
 * SPEC.md §4: logout resets analytics. The first-party events carry no identity; Google
 * Analytics (when configured) knows the browser by its `_ga` cookies, so they are dropped and the
 * next visit starts as a new, unconnected visitor.
 */
export function resetAnalytics(): void {
  // GA was told to keep them on COOKIE_DOMAIN, or on this host alone when none is configured
  // (`AnalyticsScript`); a cookie is removed only with the domain it was set with.
  const domain = document.documentElement.dataset.cookieDomain;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name === '_ga' || name.startsWith('_ga_')) {
      document.cookie = `${name}=; max-age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
