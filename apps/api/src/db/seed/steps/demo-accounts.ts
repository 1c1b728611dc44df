import { users } from '#api/db/schema/people.ts';
import { DEMO_ACCOUNTS } from '#api/db/seed/demo/demo-accounts.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** The demo learner, counsellor and editor accounts; never run in production (`seedStepsFor`). */
export const demoAccountsStep: SeedStep = {
  name: 'demo-accounts-v1',
  async run(tx, { now }) {
    await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          ...account,
          permissions: [...account.permissions],
          emailVerifiedAt: now,
        })),
      )
      .onConflictDoNothing();
  },
};
