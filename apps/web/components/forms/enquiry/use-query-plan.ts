import { useMemo, useSyncExternalStore } from 'react';
import { planFromQuery, type PagePlan } from '@meridian/domain/lead/plan-from-path';

// The query is read, not watched: a new one comes with a new page.
const unsubscribed = () => () => {};

/**
 * The plan a link to the enquiry page carries in its query (`siteRoutes.enquiryAbout`), read in the
 * browser: the page itself is rendered once for every visitor, without it (none on the server).
 */
export function useQueryPlan(enabled: boolean): PagePlan | undefined {
  const search = useSyncExternalStore(
    unsubscribed,
    () => window.location.search,
    () => '',
  );
  return useMemo(() => (enabled && search ? planFromQuery(search) : undefined), [enabled, search]);
}
