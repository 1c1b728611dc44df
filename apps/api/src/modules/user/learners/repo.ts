import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readSort } from '@meridian/domain/list-sort';
import type { LearnerSort, LearnerSortColumn } from '@meridian/domain/profile/learner-list';
import type { Db } from '#api/db/client.ts';
import { containing } from '#api/db/escape-like.ts';
import { leads, users } from '#api/db/schema/people.ts';

const counsellors = alias(users, 'counsellor');

/** Which learners a list holds: those of one counsellor (or nobody's, `null`), or all; and a search. */
export interface LearnerFilter {
  counsellorId?: string | null | undefined;
  q?: string | undefined;
}

const SORT_KEYS: Record<LearnerSortColumn, SQL> = {
  fullName: sql`lower(${users.fullName})`,
  registeredAt: sql`${users.createdAt}`,
};

function conditions(filter: LearnerFilter): (SQL | undefined)[] {
  const text = containing(filter.q ?? '');
  return [
    // A learner holds no permission; staff are never in the list.
    sql`cardinality(${users.permissions}) = 0`,
    filter.counsellorId === null ? isNull(leads.assignedCounsellorId) : undefined,
    filter.counsellorId ? eq(leads.assignedCounsellorId, filter.counsellorId) : undefined,
    filter.q
      ? or(ilike(users.fullName, text), ilike(users.mobile, text), ilike(users.email, text))
      : undefined,
  ];
}

export async function findLearnerPage(
  db: Db,
  options: { filter: LearnerFilter; sort: LearnerSort; offset: number; limit: number },
) {
  const where = and(...conditions(options.filter));
  const { column, descending } = readSort(options.sort);
  const key = SORT_KEYS[column];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        mobile: users.mobile,
        email: users.email,
        paidUser: users.paidUser,
        leadId: users.leadId,
        registeredAt: users.createdAt,
        counsellorId: counsellors.id,
        counsellorName: counsellors.fullName,
      })
      .from(users)
      .leftJoin(leads, eq(leads.id, users.leadId))
      .leftJoin(counsellors, eq(counsellors.id, leads.assignedCounsellorId))
      .where(where)
      .orderBy(descending ? desc(key) : asc(key), desc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(users).leftJoin(leads, eq(leads.id, users.leadId)).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
