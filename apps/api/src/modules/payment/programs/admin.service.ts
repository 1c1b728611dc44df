import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  AdminBoosterProgram,
  type AdminBoosterProgramList,
  type BoosterProgramUpdate,
} from '@meridian/domain/payment/admin';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditedKind, EditorChange } from '../../../platform/audit/audited.ts';
import { loadOrThrow, updateAudited } from '../../../platform/audit/audited-edits.ts';
import { listAdminPrograms, updateProgram } from './admin.repo.ts';

type ProgramRecord = AdminBoosterProgram & Record<string, unknown>;

/** The public booster pages' cache tag (apps/web/lib/api/booster-programs.ts). */
const BOOSTER_PAGES = ['booster-programs'];

/**
 * A booster program with its packages and prices as one audited record (admins only): a changed
 * price is what the next order charges, since an order reads the price when it is made.
 */
export const boosterProgramKind: AuditedKind<ProgramRecord> = {
  entity: 'booster-program',
  noun: 'a booster program',
  permission: PERMISSIONS.admin,
  keyOf: (record) => record.slug,
  async load(db, slug) {
    const [program] = await listAdminPrograms(db, slug);
    return program as ProgramRecord | undefined;
  },
  async save(tx, record, now) {
    const [current] = await listAdminPrograms(tx, record.slug);
    const unknown = record.packages.find((pkg) => !current!.packages.some((known) => known.id === pkg.id));
    if (unknown)
      throw new AppError(
        'BAD_REQUEST',
        `Package ${unknown.id} is not a package of ${current!.title}. Reload the program and edit its own packages.`,
        { field: 'packages' },
      );
    await updateProgram(tx, { slug: record.slug, update: record, now });
  },
  parse: (stored) => AdminBoosterProgram.parse(stored) as ProgramRecord,
  cacheTags: () => BOOSTER_PAGES,
};

/** `GET /payment/admin/programs`: every program, on or off, with every package and price. */
export async function listProgramsForAdmin(db: Db): Promise<AdminBoosterProgramList> {
  return { programs: await listAdminPrograms(db) };
}

/** `PUT /payment/admin/programs/{slug}`: its contents, on/off, and its packages' contents and prices. */
export async function changeProgram(
  db: Db,
  slug: string,
  update: BoosterProgramUpdate,
  change: EditorChange,
): Promise<AdminBoosterProgram> {
  const record = { ...update, slug } as unknown as ProgramRecord;
  await updateAudited(db, boosterProgramKind, slug, record, change, { keyField: 'slug' });
  return loadOrThrow(db, boosterProgramKind, slug);
}
