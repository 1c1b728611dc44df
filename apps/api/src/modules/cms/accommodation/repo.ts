import { asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { accommodationEnquiries, accommodationListings } from '#api/db/schema/accommodation.ts';
import { firstRow } from '#api/db/first-row.ts';

export async function listAccommodation(db: Db) {
  return db
    .select()
    .from(accommodationListings)
    .orderBy(
      asc(accommodationListings.countryName),
      asc(accommodationListings.cityName),
      asc(accommodationListings.id),
    );
}

export async function accommodationExists(db: Db, id: number): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ id: accommodationListings.id })
      .from(accommodationListings)
      .where(eq(accommodationListings.id, id)),
  );
  return row !== undefined;
}

export async function insertAccommodationEnquiry(
  db: Db | Tx,
  values: typeof accommodationEnquiries.$inferInsert,
): Promise<void> {
  await db.insert(accommodationEnquiries).values(values);
}
