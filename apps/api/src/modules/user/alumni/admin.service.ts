import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { AdminAlumnus, AlumnusInput } from '@meridian/domain/alumni/admin';
import { alumni } from '#api/db/schema/alumni.ts';
import { AppError } from '#api/platform/app-error.ts';
import { serialEditing } from '#api/platform/audit/audited-edits.ts';
import { universitiesBySlug } from '#api/modules/pathway/catalogue-import/service.ts';
import {
  emailTakenByOther,
  findAdminAlumnus,
  listAdminAlumniRows,
  upsertAlumnus,
  type AdminAlumnusRow,
} from './admin.repo.ts';

type AlumnusRecord = AlumnusInput & { id: number };

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

/**
 * Alumni as audited records (admins only: the log holds their private contacts), at
 * `/user/admin/alumni…`: every alumnus, on and off, by name.
 */
export const alumniEditing = serialEditing({
  entity: 'alumnus',
  noun: 'an alumnus',
  permission: PERMISSIONS.admin,
  table: alumni,
  find: findAdminAlumnus,
  listAll: listAdminAlumniRows,
  recordOf,
  viewOf: toAdminAlumnus,
  async save(tx, record: AlumnusRecord, now) {
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
});
