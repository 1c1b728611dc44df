import { asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { universities } from '#api/db/schema/catalogue.ts';
import { acceleratorPrograms } from '#api/db/schema/courses.ts';
import { firstRow } from '#api/db/first-row.ts';

function selectPrograms(db: Db | Tx) {
  return db
    .select({
      program: acceleratorPrograms,
      universitySlug: universities.slug,
      universityName: universities.name,
    })
    .from(acceleratorPrograms)
    .innerJoin(universities, eq(universities.id, acceleratorPrograms.universityId))
    .$dynamic();
}
export type AdminProgramRow = Awaited<ReturnType<typeof findAdminProgram>> & object;

/** Every program, on and off, by title. */
export async function listAdminProgramRows(db: Db) {
  return selectPrograms(db).orderBy(asc(acceleratorPrograms.title));
}

export async function findAdminProgram(db: Db | Tx, slug: string) {
  return firstRow(selectPrograms(db).where(eq(acceleratorPrograms.slug, slug)));
}

export type ProgramWrite = Omit<typeof acceleratorPrograms.$inferInsert, 'id' | 'createdAt'>;

export async function upsertProgram(tx: Tx, row: ProgramWrite): Promise<void> {
  await tx
    .insert(acceleratorPrograms)
    .values(row)
    .onConflictDoUpdate({ target: acceleratorPrograms.slug, set: row });
}
