/**
 * SPEC.md §4: logout resets analytics. The first-party events carry no identity; Google
 * Analytics (when configured) knows the browser by its `_ga` cookies, so they are dropped and the
 * next visit starts as a new, unconnected visitor.
 */
export function resetAnalytics(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name === '_ga' || name.startsWith('_ga_')) {
      // GA sets them on the registrable domain; clearing both forms covers either.
      const domain = window.location.hostname.split('.').slice(-2).join('.');
      document.cookie = `${name}=; max-age=0; path=/`;
      document.cookie = `${name}=; max-age=0; path=/; domain=.${domain}`;
    }
  }
}
