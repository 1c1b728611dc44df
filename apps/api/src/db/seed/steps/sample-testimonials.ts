import { eq } from 'drizzle-orm';
import { testimonials } from '#api/db/schema/home.ts';
import { readSampleTestimonials } from '#api/db/seed/content-files/sample-records.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** Testimonials for the home page of a demo site: invented, stored marked as sample. */
export const sampleTestimonialsStep: SeedStep = {
  name: 'sample-testimonials-v1',
  async run(tx) {
    // A database seeded before this step has these from the home step (migration 0039 marked them sample).
    await tx.delete(testimonials).where(eq(testimonials.sample, true));
    await tx.insert(testimonials).values(readSampleTestimonials().map((t) => ({ ...t, sample: true })));
  },
};
