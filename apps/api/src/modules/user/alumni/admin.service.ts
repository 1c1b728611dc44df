import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { AdminAlumniList, AdminAlumnus, AlumnusInput } from '@meridian/domain/alumni/admin';
import type { Db } from '../../../db/client.ts';
import { alumni } from '../../../db/schema/alumni.ts';
import { nextSerialId } from '../../../db/next-serial-id.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditedKind, EditorChange } from '../../../platform/audit/audited.ts';
import { createAudited, loadOrThrow, updateAudited } from '../../../platform/audit/audited-edits.ts';
import { universitiesBySlug } from '../../pathway/catalogue-import/service.ts';
import {
  emailTakenByOther,
  findAdminAlumnus,
  listAdminAlumniRows,
  upsertAlumnus,
  type AdminAlumnusRow,
} from './admin.repo.ts';

type AlumnusRecord = AlumnusInput & { id: number };
const BY_ID = { keyField: 'id' };

const recordOf = ({ alumnus: a, universitySlug }: AdminAlumnusRow): AlumnusRecord => ({
  id: a.id,
  fullName: a.fullName,
  universitySlug,
  course: a.course,
  graduationYear: a.graduationYear,
  currentRole: a.currentRole,
  hometown: a.hometown,
  email: a.email,
  mobile: a.mobile,
  active: a.active,
});

const toAdminAlumnus = (row: AdminAlumnusRow): AdminAlumnus => ({
  ...recordOf(row),
  universityName: row.universityName,
});

/** Alumni as audited records (admins only: the log holds their private contacts). */
export const alumnusKind: AuditedKind<AlumnusRecord> = {
  entity: 'alumnus',
  noun: 'an alumnus',
  permission: PERMISSIONS.admin,
  keyOf: (record) => String(record.id),
  async load(db, key) {
    const row = await findAdminAlumnus(db, Number(key));
    return row && recordOf(row);
  },
  async save(tx, record, now) {
    const [university] = await universitiesBySlug(tx, [record.universitySlug]);
    if (!university) {
      throw new AppError(
        'BAD_REQUEST',
        `There is no university ${record.universitySlug} in the catalogue: choose the university they graduated from.`,
        { field: 'universitySlug' },
      );
    }
    if (await emailTakenByOther(tx, record.email, record.id)) {
      throw new AppError('BAD_REQUEST', 'Another alumnus already has this email address.', {
        field: 'email',
      });
    }
    const { universitySlug: _slug, ...columns } = record;
    await upsertAlumnus(tx, { ...columns, universityId: university.id, updatedAt: now });
  },
  parse: (stored) => stored as AlumnusRecord,
  cacheTags: () => [],
};

/** `GET /user/admin/alumni`. */
export async function listAdminAlumni(db: Db): Promise<AdminAlumniList> {
  return { items: (await listAdminAlumniRows(db)).map(toAdminAlumnus) };
}

async function adminAlumnusOrThrow(db: Db, id: number): Promise<AdminAlumnus> {
  await loadOrThrow(db, alumnusKind, String(id));
  return toAdminAlumnus((await findAdminAlumnus(db, id))!);
}

/** `POST /user/admin/alumni`: the id is taken first, so the log names the new alumnus. */
export async function addAlumnus(db: Db, input: AlumnusInput, change: EditorChange) {
  const id = await nextSerialId(db, alumni);
  await createAudited(db, alumnusKind, { ...input, id }, change, BY_ID);
  return adminAlumnusOrThrow(db, id);
}

/** `PUT /user/admin/alumni/{id}`: any change, switching them off (`active: false`) too. */
export async function changeAlumnus(db: Db, id: number, input: AlumnusInput, change: EditorChange) {
  await updateAudited(db, alumnusKind, String(id), { ...input, id }, change, BY_ID);
  return adminAlumnusOrThrow(db, id);
}
