import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  AdminBoosterProgram,
  type AdminBoosterProgramList,
  type BoosterProgramCreate,
  type BoosterProgramUpdate,
} from '@meridian/domain/payment/admin';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind, EditorChange } from '#api/platform/audit/audited.ts';
import { createAudited, updateAudited } from '#api/platform/audit/audited-edits.ts';
import { listAdminPrograms, saveProgram } from './admin.repo.ts';

/** A program as the log keeps it; a package sent without an id is a new one. */
type ProgramRecord = BoosterProgramUpdate & { slug: string } & Record<string, unknown>;

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
    const unknown = record.packages.find(
      (pkg) => pkg.id !== undefined && !current?.packages.some((known) => known.id === pkg.id),
    );
    if (unknown)
      throw new AppError(
        'BAD_REQUEST',
        `Package ${unknown.id} is not a package of ${record.title}. Reload the program and edit its own packages.`,
        { field: 'packages' },
      );
    await saveProgram(tx, { slug: record.slug, program: record, now });
  },
  parse: (stored) => AdminBoosterProgram.parse(stored) as ProgramRecord,
  cacheTags: () => BOOSTER_PAGES,
};

const BY_SLUG = { keyField: 'slug' };

async function programOrThrow(db: Db, slug: string): Promise<AdminBoosterProgram> {
  const [program] = await listAdminPrograms(db, slug);
  if (!program) throw new AppError('NOT_FOUND', `no booster program ${slug}`);
  return program;
}

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
  await updateAudited(db, boosterProgramKind, slug, { ...update, slug }, change, BY_SLUG);
  return programOrThrow(db, slug);
}

/** `POST /payment/admin/programs`: a new program at a slug no program has (sold once a package has a price). */
export async function createProgram(
  db: Db,
  program: BoosterProgramCreate,
  change: EditorChange,
): Promise<AdminBoosterProgram> {
  await createAudited(db, boosterProgramKind, program, change, {
    ...BY_SLUG,
    taken: (slug) =>
      `A booster program with the address ${slug} already exists. Choose another address, or edit that program.`,
  });
  return programOrThrow(db, program.slug);
}
