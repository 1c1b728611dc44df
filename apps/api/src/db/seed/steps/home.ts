import { banners, testimonials } from '../../schema/home.ts';
import { BANNERS } from '../data/home/banners.ts';
import { TESTIMONIALS } from '../data/home/testimonials.ts';
import type { SeedStep } from '../seed-step.ts';

export const homeStep: SeedStep = {
  name: 'home-banners-and-testimonials-v1',
  async run(tx) {
    await tx.insert(banners).values(BANNERS);
    await tx.insert(testimonials).values(TESTIMONIALS);
  },
};
