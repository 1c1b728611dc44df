import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { webinars } from '#api/db/schema/webinars.ts';
import { firstRow } from '#api/db/first-row.ts';

// The back office's reads and writes of sessions: drafts included; registrations are only counted.

export async function findWebinarForEditors(db: Db | Tx, slug: string) {
  return firstRow(
    db
      .select({
        webinar: webinars,
        countrySlug: destinations.slug,
        universitySlug: universities.slug,
      })
      .from(webinars)
      .innerJoin(destinations, eq(destinations.iso3, webinars.countryIso3))
      .leftJoin(universities, eq(universities.id, webinars.universityId))
      .where(eq(webinars.slug, slug)),
  );
}

export async function listWebinarsForEditors(db: Db) {
  return db
    .select({
      slug: webinars.slug,
      title: webinars.title,
      startsAt: webinars.startsAt,
      status: webinars.status,
      seats: webinars.seats,
      registered: webinars.registered,
    })
    .from(webinars)
    .orderBy(desc(webinars.startsAt), asc(webinars.slug));
}

/** A destination's ISO code by its slug (a read-only reference join, docs/adr/009). */
export async function destinationIso3(tx: Tx, slug: string) {
  const row = await firstRow(
    tx.select({ iso3: destinations.iso3 }).from(destinations).where(eq(destinations.slug, slug)),
  );
  return row?.iso3;
}

export async function universityIdOf(tx: Tx, slug: string) {
  const row = await firstRow(
    tx.select({ id: universities.id }).from(universities).where(eq(universities.slug, slug)),
  );
  return row?.id;
}

/** Writes the session; its registrations and seat count taken are not touched. */
export async function upsertWebinar(tx: Tx, row: Omit<typeof webinars.$inferInsert, 'id' | 'registered'>) {
  await tx.insert(webinars).values(row).onConflictDoUpdate({ target: webinars.slug, set: row });
}
