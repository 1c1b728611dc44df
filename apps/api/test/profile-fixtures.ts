import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users, leads } from '#api/db/schema/people.ts';
import { signAccessToken } from '#api/platform/auth/access-token.ts';
import type { TestApp } from './helper.ts';

export interface TestUser {
  id: string;
  fullName: string;
  email: string;
  /** `Authorization` header value of a fresh access token. */
  authorization: string;
}

/** A user written straight to the table, with a signed access token (the login flow has its own tests). */
export async function createUser(
  t: TestApp,
  options: { fullName?: string; permissions?: string[]; paidUser?: boolean } = {},
): Promise<TestUser> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      fullName: options.fullName ?? 'Ananya Rao',
      email: `learner.${randomUUID()}@example.in`,
      paidUser: options.paidUser ?? false,
      permissions: options.permissions ?? [],
    })
    .returning();
  return signedIn(t, row!);
}

export const COUNSELLOR_PERMISSIONS = ['view_recommendation', 'lms_user'];

/** A user of the database (a demo account) with a fresh access token. */
export async function signedIn(t: TestApp, row: typeof users.$inferSelect): Promise<TestUser> {
  const token = await signAccessToken({
    secret: t.config.JWT_SECRET,
    claims: { userId: row.id, ssoUserId: row.ssoUserId, permissions: row.permissions },
    now: new Date(),
    ttlSeconds: t.config.ACCESS_TOKEN_TTL_SECONDS,
  });
  return { id: row.id, fullName: row.fullName, email: row.email ?? '', authorization: `Bearer ${token}` };
}

/** A demo account of the seed, by its mobile number, signed in. */
export async function demoUser(t: TestApp, mobile: string): Promise<TestUser> {
  const [row] = await t.database.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  if (!row) throw new Error(`no demo account ${mobile}`);
  return signedIn(t, row);
}

/**
 * Gives the learner a lead assigned to the counsellor, as the inbox does: the counsellor may then
 * read and act on the learner's file (and no other counsellor may).
 */
export async function assignLearner(t: TestApp, learner: TestUser, counsellor: TestUser): Promise<void> {
  const [lead] = await t.database.db
    .insert(leads)
    .values({
      name: learner.fullName,
      mobile: `+9190${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      countryCode: '+91',
      email: learner.email,
      interestedCountries: ['UK'],
      interestedEducationLevel: 'MASTERS',
      registrationType: 'REGISTRATION_ENQUIRY',
      assignedCounsellorId: counsellor.id,
      assignedAt: new Date(),
    })
    .returning({ id: leads.id });
  await t.database.db.update(users).set({ leadId: lead!.id }).where(eq(users.id, learner.id));
}
