import { banners, testimonials } from '../../schema/home.ts';
import { siteBars } from '../../schema/extras.ts';
import { homeBanners } from '../menus/banners.ts';
import { liveCheck } from '../menus/live-routes.ts';
import { liveContentPaths } from '../live-content-paths.ts';
import { readSiteBars, readTestimonials } from '../content-files/records.ts';
import type { SeedStep } from '../seed-step.ts';

export const homeStep: SeedStep = {
  name: 'home-banners-testimonials-and-bars-v1',
  async run(tx) {
    await tx.insert(banners).values(homeBanners(liveCheck(await liveContentPaths(tx))));
    await tx.insert(testimonials).values(readTestimonials());
    await tx.insert(siteBars).values(readSiteBars());
  },
};
