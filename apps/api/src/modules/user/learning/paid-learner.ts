import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { findAccountById, type UserRow } from '#api/modules/user/accounts/service.ts';

/**
 * The learner the path names, who must be a paid learner (SPEC.md §2: the learning tabs are the
 * paid tier's); a free learner, or a counsellor looking at one, is answered 403.
 */
export async function paidLearnerOrThrow(db: Db, userId: string): Promise<UserRow> {
  const learner = await findAccountById(db, userId);
  if (!learner?.paidUser) throw new AppError('FORBIDDEN', 'the learning tabs are for paid learners');
  return learner;
}
