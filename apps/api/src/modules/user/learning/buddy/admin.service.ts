import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { AdminBuddy, AdminBuddyList, BuddyInput } from '@meridian/domain/learning/buddy-admin';
import type { Db } from '../../../../db/client.ts';
import { buddies } from '../../../../db/schema/learning.ts';
import { nextSerialId } from '../../../../db/next-serial-id.ts';
import { AppError } from '../../../../platform/app-error.ts';
import type { AuditedKind, EditorChange } from '../../../../platform/audit/audited.ts';
import { createAudited, loadOrThrow, updateAudited } from '../../../../platform/audit/audited-edits.ts';
import {
  buddyEmailTakenByOther,
  findAdminBuddy,
  listAdminBuddyRows,
  upsertBuddy,
  type AdminBuddyRow,
} from './admin.repo.ts';

const BY_ID = { keyField: 'id' };

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

/** `GET /learning/admin/buddies`. */
export async function listAdminBuddies(db: Db): Promise<AdminBuddyList> {
  return { items: (await listAdminBuddyRows(db)).map(recordOf) };
}

/** `POST /learning/admin/buddies`: the id is taken first, so the log names the new buddy. */
export async function addBuddy(db: Db, input: BuddyInput, change: EditorChange): Promise<AdminBuddy> {
  const id = await nextSerialId(db, buddies);
  await createAudited(db, buddyKind, { ...input, id }, change, BY_ID);
  return loadOrThrow(db, buddyKind, String(id));
}

/** `PUT /learning/admin/buddies/{id}`: any change, switching them off (`active: false`) too. */
export async function changeBuddy(
  db: Db,
  id: number,
  input: BuddyInput,
  change: EditorChange,
): Promise<AdminBuddy> {
  await updateAudited(db, buddyKind, String(id), { ...input, id }, change, BY_ID);
  return loadOrThrow(db, buddyKind, String(id));
}
