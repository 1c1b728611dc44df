import { banners, testimonials } from '../../schema/home.ts';
import { siteBars } from '../../schema/extras.ts';
import { homeBanners } from '../data/home/banners.ts';
import { liveCheck } from '../data/navigation/live-routes.ts';
import { liveContentPaths } from '../live-content-paths.ts';
import { TESTIMONIALS } from '../data/home/testimonials.ts';
import { SITE_BARS } from '../data/home/site-bars.ts';
import type { SeedStep } from '../seed-step.ts';

export const homeStep: SeedStep = {
  name: 'home-banners-testimonials-and-bars-v1',
  async run(tx) {
    await tx.insert(banners).values(homeBanners(liveCheck(await liveContentPaths(tx))));
    await tx.insert(testimonials).values(TESTIMONIALS);
    await tx.insert(siteBars).values(SITE_BARS);
  },
};
