import { boosterPrograms, couponPrograms, coupons } from '#api/db/schema/payment.ts';
import { DEMO_COUPONS } from '#api/db/seed/demo/demo-coupons.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** The demo coupons, each tied to its programs by slug; never run in production (`seedStepsFor`). */
export const demoCouponsStep: SeedStep = {
  name: 'demo-coupons-v1',
  async run(tx) {
    const programs = await tx
      .select({ id: boosterPrograms.id, slug: boosterPrograms.slug })
      .from(boosterPrograms);
    const programId = new Map(programs.map((p) => [p.slug, p.id]));
    for (const { programSlugs, ...coupon } of DEMO_COUPONS) {
      const [row] = await tx.insert(coupons).values(coupon).returning({ id: coupons.id });
      if (programSlugs.length > 0)
        await tx
          .insert(couponPrograms)
          .values(programSlugs.map((slug) => ({ couponId: row!.id, programId: programId.get(slug)! })));
    }
  },
};
