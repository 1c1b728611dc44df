import { notFound, redirect } from 'next/navigation';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getBoosterPrograms } from '@/lib/api/booster-programs.ts';
import { currentRegion } from '@/lib/region/current-region.ts';

/** `/booster-program/apply-now`: applying for this site's first program (India's booster, Saudi Arabia's sa-booster). */
export default async function ApplyNowPage() {
  const { programs } = await getBoosterPrograms(contentApi(), await currentRegion());
  if (!programs[0]) notFound();
  redirect(siteRoutes.boosterApplyNow(programs[0].slug));
}
