import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import {
  accommodationEnquiries,
  accommodationListings,
  contactMessages,
  staticPages,
} from '../../../db/schema/editorial.ts';

export async function findPublishedPage(db: Db, storedSlug: string) {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.slug, storedSlug), eq(staticPages.published, true)))
    .limit(1);
  return row;
}

export async function listPublishedPages(db: Db) {
  return db
    .select({ slug: staticPages.slug, title: staticPages.title })
    .from(staticPages)
    .where(eq(staticPages.published, true))
    .orderBy(asc(staticPages.title));
}

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
  const [row] = await db
    .select({ id: accommodationListings.id })
    .from(accommodationListings)
    .where(eq(accommodationListings.id, id))
    .limit(1);
  return row !== undefined;
}

export async function insertAccommodationEnquiry(
  db: Db | Tx,
  values: typeof accommodationEnquiries.$inferInsert,
): Promise<void> {
  await db.insert(accommodationEnquiries).values(values);
}

export async function insertContactMessage(
  db: Db | Tx,
  values: typeof contactMessages.$inferInsert,
): Promise<void> {
  await db.insert(contactMessages).values(values);
}
