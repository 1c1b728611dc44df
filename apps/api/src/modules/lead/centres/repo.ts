import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { DirectoryKind } from '@meridian/domain/content/directory';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { takenByOther, upsertById } from '#api/db/serial-id-rows.ts';
import { experienceCentres } from '#api/db/schema/appointments.ts';
import { directoryCities } from '#api/db/schema/directory-cities.ts';
import { firstRow } from '#api/db/first-row.ts';

/** Centres with their city (a reference join), by city then name. */
const selectCentres = (db: Db | Tx) =>
  db
    .select({ centre: experienceCentres, city: directoryCities })
    .from(experienceCentres)
    .innerJoin(directoryCities, eq(directoryCities.slug, experienceCentres.citySlug))
    .$dynamic();
export type CentreRow = Awaited<ReturnType<typeof listCentreRows>>[number];

/** Every centre, on and off. */
export async function listCentreRows(db: Db) {
  return selectCentres(db).orderBy(asc(directoryCities.name), asc(experienceCentres.name));
}

export async function findCentreRow(db: Db | Tx, id: number): Promise<CentreRow | undefined> {
  return firstRow(selectCentres(db).where(eq(experienceCentres.id, id)));
}

/** The active centres listed in a directory, by city then name. */
export async function listActiveCentreRows(db: Db, kind: DirectoryKind): Promise<CentreRow[]> {
  return selectCentres(db)
    .where(and(eq(experienceCentres.active, true), arrayContains(experienceCentres.offers, [kind])))
    .orderBy(asc(directoryCities.name), asc(experienceCentres.name));
}

/** Whether another centre has this slug (each is unique). */
export const slugTakenByOther = (tx: Tx, slug: string, id: number) =>
  takenByOther(tx, experienceCentres, experienceCentres.slug, slug, id);

export async function cityExists(tx: Tx, slug: string): Promise<boolean> {
  const row = await firstRow(
    tx.select({ slug: directoryCities.slug }).from(directoryCities).where(eq(directoryCities.slug, slug)),
  );
  return row !== undefined;
}

export const upsertCentre = (tx: Tx, row: typeof experienceCentres.$inferInsert & { id: number }) =>
  upsertById(tx, experienceCentres, row);
