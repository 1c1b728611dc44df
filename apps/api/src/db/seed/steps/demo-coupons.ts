import { boosterPrograms, coupons } from '../../schema/payment.ts';
import { DEMO_COUPONS } from '../demo/demo-coupons.ts';
import type { SeedStep } from '../seed-step.ts';

/** The demo coupons, each tied to its program by slug; never run in production (`seedStepsFor`). */
export const demoCouponsStep: SeedStep = {
  name: 'demo-coupons-v1',
  async run(tx) {
    const programs = await tx
      .select({ id: boosterPrograms.id, slug: boosterPrograms.slug })
      .from(boosterPrograms);
    const programId = new Map(programs.map((p) => [p.slug, p.id]));
    await tx.insert(coupons).values(
      DEMO_COUPONS.map(({ programSlug, ...coupon }) => ({
        ...coupon,
        programId: programSlug === null ? null : programId.get(programSlug)!,
      })),
    );
  },
};
