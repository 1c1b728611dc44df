import { asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { takenByOther, upsertById } from '#api/db/serial-id-rows.ts';
import { alumni } from '#api/db/schema/alumni.ts';
import { universities } from '#api/db/schema/catalogue.ts';
import { firstRow } from '#api/db/first-row.ts';

function selectAlumni(db: Db | Tx) {
  return db
    .select({ alumnus: alumni, universitySlug: universities.slug, universityName: universities.name })
    .from(alumni)
    .innerJoin(universities, eq(universities.id, alumni.universityId))
    .$dynamic();
}
export type AdminAlumnusRow = Awaited<ReturnType<typeof findAdminAlumnus>> & object;

/** Every alumnus, on and off, by name. */
export async function listAdminAlumniRows(db: Db) {
  return selectAlumni(db).orderBy(asc(alumni.fullName), asc(alumni.id));
}

export async function findAdminAlumnus(db: Db | Tx, id: number) {
  return firstRow(selectAlumni(db).where(eq(alumni.id, id)));
}

/** Whether another alumnus has this email (each is unique). */
export const emailTakenByOther = (tx: Tx, email: string, id: number) =>
  takenByOther(tx, alumni, alumni.email, email, id);

export const upsertAlumnus = (tx: Tx, row: typeof alumni.$inferInsert & { id: number }) =>
  upsertById(tx, alumni, row);
