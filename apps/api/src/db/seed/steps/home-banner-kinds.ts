import { and, eq, notInArray, sql } from 'drizzle-orm';
import { banners } from '../../schema/home.ts';
import { homeBanners } from '../data/home/banners.ts';
import { liveCheck } from '../data/navigation/live-routes.ts';
import { liveContentPaths } from '../live-content-paths.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * Banners became a video or a link (SPEC.md §2): rewrites the demo banners of a database seeded
 * before that, region by region and place by place, and turns off demo banners the new set no
 * longer has. On a fresh database it rewrites what the home step has just written, to the same.
 */
export const homeBannerKindsStep: SeedStep = {
  name: 'home-banner-kinds-v1',
  async run(tx) {
    const wanted = homeBanners(liveCheck(await liveContentPaths(tx)));
    for (const banner of wanted) {
      const place = and(eq(banners.region, banner.region), eq(banners.sortOrder, banner.sortOrder));
      const updated = await tx
        .update(banners)
        .set({ ...banner, enabled: true, updatedAt: sql`now()` })
        .where(place)
        .returning({ id: banners.id });
      if (updated.length === 0) await tx.insert(banners).values(banner);
    }
    for (const region of new Set(wanted.map((b) => b.region))) {
      const places = wanted.filter((b) => b.region === region).map((b) => b.sortOrder);
      await tx
        .update(banners)
        .set({ enabled: false, updatedAt: sql`now()` })
        .where(and(eq(banners.region, region), notInArray(banners.sortOrder, places)));
    }
  },
};
