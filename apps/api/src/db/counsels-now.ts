import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { INTERNAL_PERMISSIONS } from '@meridian/domain/auth/permissions';
import { users } from '#api/db/schema/people.ts';

/**
 * An account that counsels now: switched on and holding a counsellor's permission (SPEC.md §6
 * internal user). Only such a one takes new leads and is offered for appointments. Kept beside the
 * shared people tables because the user and lead modules' repos both filter by it (ADR 009).
 */
export const counselsNow = and(
  arrayOverlaps(users.permissions, [...INTERNAL_PERMISSIONS]),
  eq(users.status, 'active'),
)!;
