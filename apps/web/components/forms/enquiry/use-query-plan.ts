import { useEffect, useState } from 'react';
import { planFromQuery, type PagePlan } from '@meridian/domain/lead/plan-from-path';

/**
 * The plan a link to the enquiry page carries in its query (`siteRoutes.enquiryAbout`), read in the
 * browser once the page is shown: the page itself is rendered once for every visitor, without it.
 */
export function useQueryPlan(enabled: boolean): PagePlan | undefined {
  const [plan, setPlan] = useState<PagePlan>();
  useEffect(() => {
    if (enabled) setPlan(planFromQuery(window.location.search));
  }, [enabled]);
  return plan;
}
