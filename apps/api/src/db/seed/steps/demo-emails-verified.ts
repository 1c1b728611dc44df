import { and, inArray, isNull } from 'drizzle-orm';
import { users } from '#api/db/schema/people.ts';
import { DEMO_ACCOUNTS } from '#api/db/seed/demo/demo-accounts.ts';
import { SECOND_COUNSELLOR } from '#api/db/seed/demo/demo-leads.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/**
 * The demo accounts log in by email too, which needs a proven address: databases seeded before
 * emails were verified get theirs marked (newer ones are seeded so).
 */
export const demoEmailsVerifiedStep: SeedStep = {
  name: 'demo-emails-verified-v1',
  async run(tx, { now }) {
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(
        and(
          inArray(users.email, [...DEMO_ACCOUNTS.map((account) => account.email), SECOND_COUNSELLOR.email]),
          isNull(users.emailVerifiedAt),
        ),
      );
  },
};
