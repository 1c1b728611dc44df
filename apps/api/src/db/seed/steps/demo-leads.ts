import { eq, inArray } from 'drizzle-orm';
import { counsellorDesks, leadTouchpoints } from '#api/db/schema/lead.ts';
import { users, leads } from '#api/db/schema/people.ts';
import { COUNSELLOR_DESKS, DEMO_LEADS, SECOND_COUNSELLOR } from '#api/db/seed/demo/demo-leads.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A second counsellor, the counsellors' destinations and a few enquiries in the inbox; never in production. */
export const demoLeadsStep: SeedStep = {
  name: 'demo-leads-v1',
  async run(tx, { now }) {
    await tx
      .insert(users)
      .values({ ...SECOND_COUNSELLOR, permissions: [...SECOND_COUNSELLOR.permissions], emailVerifiedAt: now })
      .onConflictDoNothing();
    const staff = await tx
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(
        inArray(
          users.mobile,
          COUNSELLOR_DESKS.map((desk) => desk.mobile),
        ),
      );
    const idOf = new Map(staff.map((user) => [user.mobile, user.id]));
    await tx
      .insert(counsellorDesks)
      .values(
        COUNSELLOR_DESKS.flatMap((desk) => {
          const counsellorId = idOf.get(desk.mobile);
          return counsellorId ? [{ counsellorId, destinations: [...desk.destinations] }] : [];
        }),
      )
      .onConflictDoNothing();

    for (const lead of DEMO_LEADS) {
      const [existing] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.mobile, lead.mobile));
      if (existing) continue;
      const at = new Date(now.getTime() - lead.daysAgo * DAY_MS);
      const [row] = await tx
        .insert(leads)
        .values({
          name: lead.name,
          mobile: lead.mobile,
          countryCode: '+91',
          email: lead.email,
          city: lead.city,
          interestedCountries: lead.interestedCountries,
          interestedEducationLevel: lead.interestedEducationLevel,
          registrationType: lead.registrationType,
          attribution: lead.attribution,
          verifiedAt: lead.verified ? at : null,
          lastEnquiryAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: leads.id });
      await tx.insert(leadTouchpoints).values({
        leadId: row!.id,
        registrationType: lead.registrationType,
        source: lead.source,
        platForm: 'web',
        extraFields: lead.attribution,
        createdAt: at,
      });
    }
  },
};
