import { randomUUID } from 'node:crypto';
import { users } from '../src/db/schema/users.ts';
import { signAccessToken } from '../src/platform/auth/access-token.ts';
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
  const token = await signAccessToken({
    secret: t.config.JWT_SECRET,
    claims: { userId: row!.id, ssoUserId: row!.ssoUserId, permissions: row!.permissions },
    ttlSeconds: t.config.ACCESS_TOKEN_TTL_SECONDS,
    now: new Date(),
  });
  return { id: row!.id, fullName: row!.fullName, email: row!.email!, authorization: `Bearer ${token}` };
}

export const COUNSELLOR_PERMISSIONS = ['view_recommendation', 'lms_user'];
