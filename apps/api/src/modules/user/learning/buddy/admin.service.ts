import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { AdminBuddy } from '@meridian/domain/learning/buddy-admin';
import { buddies } from '#api/db/schema/learning.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind } from '#api/platform/audit/audited.ts';
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

/** Buddies as audited records (admins only: the log holds their email). */
export const buddyKind: AuditedKind<AdminBuddy> = {
  entity: 'buddy',
  noun: 'a buddy',
  permission: PERMISSIONS.admin,
  keyOf: (record) => String(record.id),
  async load(db, key) {
    const row = await findAdminBuddy(db, Number(key));
    return row && recordOf(row);
  },
  async save(tx, record, now) {
    if (await buddyEmailTakenByOther(tx, record.email, record.id)) {
      throw new AppError('BAD_REQUEST', 'Another buddy already has this email address.', { field: 'email' });
    }
    await upsertBuddy(tx, { ...record, updatedAt: now });
  },
  parse: (stored) => stored as AdminBuddy,
  cacheTags: () => [],
};

/** `/user/admin/buddies…`: every buddy, on and off, by destination and name; added and changed audited. */
export const buddyEditing = serialEditing({
  kind: buddyKind,
  table: buddies,
  listAll: async (db) => (await listAdminBuddyRows(db)).map(recordOf),
  view: async (db, id) => recordOf((await findAdminBuddy(db, id))!),
});
