import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { AdminBuddy } from '@meridian/domain/learning/buddy-admin';
import { buddies } from '#api/db/schema/learning.ts';
import { AppError } from '#api/platform/app-error.ts';
import { serialEditing } from '#api/platform/audit/audited-edits.ts';
import {
  buddyEmailTakenByOther,
  findAdminBuddy,
  listAdminBuddyRows,
  upsertBuddy,
  type AdminBuddyRow,
} from './admin.repo.ts';

const recordOf = (row: AdminBuddyRow): AdminBuddy => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  destination: row.destination as AdminBuddy['destination'],
  university: row.university,
  course: row.course,
  about: row.about,
  active: row.active,
});

/**
 * Buddies as audited records (admins only: the log holds their email), at `/user/admin/buddies…`:
 * every buddy, on and off, by destination and name.
 */
export const buddyEditing = serialEditing({
  entity: 'buddy',
  noun: 'a buddy',
  permission: PERMISSIONS.admin,
  table: buddies,
  find: findAdminBuddy,
  listAll: listAdminBuddyRows,
  recordOf,
  viewOf: recordOf,
  async save(tx, record: AdminBuddy, now) {
    if (await buddyEmailTakenByOther(tx, record.email, record.id)) {
      throw new AppError('BAD_REQUEST', 'Another buddy already has this email address.', { field: 'email' });
    }
    await upsertBuddy(tx, { ...record, updatedAt: now });
  },
});
