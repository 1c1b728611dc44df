import type { AccessTokenClaims } from '@meridian/domain/auth/session';
import { mayActOnLearner } from '@meridian/domain/auth/learner-access';
import type { Db } from '#api/db/client.ts';
import { findAccountAccess } from './account-access.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the signed-in person may read or act on this account as a learner's file (`mayActOnLearner`). */
export async function mayAccessLearner(
  db: Db,
  actor: Pick<AccessTokenClaims, 'userId' | 'permissions'>,
  learnerId: unknown,
): Promise<boolean> {
  if (actor.userId === learnerId) return true;
  // Not a uuid: no such account, and the query would fail on the type.
  if (typeof learnerId !== 'string' || !UUID.test(learnerId)) return false;
  const account = await findAccountAccess(db, learnerId);
  return account !== undefined && mayActOnLearner(actor, { userId: learnerId, ...account });
}
