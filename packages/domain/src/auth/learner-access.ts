import { hasPermission, isInternalUser, PERMISSIONS } from './permissions.ts';

/** An account as the access rule sees it: its permissions now and the counsellor its lead is assigned to. */
export interface LearnerAccount {
  userId: string;
  permissions: readonly string[];
  counsellorId: string | null;
}

/** Staff hold at least one permission; a learner holds none. */
export const isStaff = (permissions: readonly string[]): boolean => permissions.length > 0;

/**
 * Who may read or act on a learner's file (issue 30): the learner; an admin; the counsellor their
 * lead is assigned to now. Nobody acts on another staff member's account through a learner route.
 */
export function mayActOnLearner(
  actor: { userId: string; permissions: readonly string[] },
  target: LearnerAccount,
): boolean {
  if (actor.userId === target.userId) return true;
  if (isStaff(target.permissions)) return false;
  if (hasPermission(actor.permissions, [PERMISSIONS.admin])) return true;
  return isInternalUser(actor.permissions) && target.counsellorId === actor.userId;
}
