import { banners } from '#api/db/schema/home.ts';
import { siteBars } from '#api/db/schema/extras.ts';
import { homeBanners } from '#api/db/seed/menus/banners.ts';
import { liveCheck } from '#api/db/seed/menus/live-routes.ts';
import { liveContentPaths } from '#api/db/seed/live-content-paths.ts';
import { readSiteBars } from '#api/db/seed/content-files/records.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/**
 * Banners and site bars. Testimonials are sample data now (`sampleTestimonialsStep`); the name stays
 * so databases that already ran this step do not get their banners twice.
 */
export const homeStep: SeedStep = {
  name: 'home-banners-testimonials-and-bars-v1',
  async run(tx) {
    await tx.insert(banners).values(homeBanners(liveCheck(await liveContentPaths(tx))));
    await tx.insert(siteBars).values(readSiteBars());
  },
};
