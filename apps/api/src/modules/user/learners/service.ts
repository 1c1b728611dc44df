import type { AccessTokenClaims } from '@meridian/domain/auth/session';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { UNASSIGNED } from '@meridian/domain/lead/inbox';
import type { LearnerListQuery, LearnerPage } from '@meridian/domain/profile/learner-list';
import { pageOf, pageWindow } from '@meridian/domain/pagination';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { findLearnerPage, type LearnerFilter } from './repo.ts';

/**
 * Whose learners the list may hold: an admin's, anyone's (`counsellorId` chooses); a counsellor's,
 * their own only, as `mayActOnLearner` lets them open no other file.
 */
function counsellorScope(query: LearnerListQuery, viewer: AccessTokenClaims): LearnerFilter['counsellorId'] {
  const wanted = query.counsellorId === UNASSIGNED ? null : query.counsellorId;
  if (viewer.permissions.includes(PERMISSIONS.admin)) return wanted;
  if (wanted !== undefined && wanted !== viewer.userId) {
    throw new AppError('FORBIDDEN', 'a counsellor lists their own learners only', { field: 'counsellorId' });
  }
  return viewer.userId;
}

/** `GET /user/admin/learners`: one page of learners, newest first unless `sort` says otherwise. */
export async function listLearners(
  db: Db,
  options: { query: LearnerListQuery; viewer: AccessTokenClaims },
): Promise<LearnerPage> {
  const { page, size, sort, q } = options.query;
  const filter = { counsellorId: counsellorScope(options.query, options.viewer), q };
  const { rows, total } = await findLearnerPage(db, { filter, sort, ...pageWindow({ page, size }) });
  return pageOf(
    { page, size },
    rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      mobile: row.mobile,
      email: row.email,
      paidUser: row.paidUser,
      leadId: row.leadId,
      counsellor: row.counsellorId ? { id: row.counsellorId, fullName: row.counsellorName! } : null,
      registeredAt: row.registeredAt.toISOString(),
    })),
    total,
  );
}
