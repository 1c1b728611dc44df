import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { alumni, alumniConnections } from '#api/db/schema/alumni.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import type { SharedContact } from '@meridian/domain/alumni/schemas';

const listColumns = {
  id: alumni.id,
  fullName: alumni.fullName,
  course: alumni.course,
  graduationYear: alumni.graduationYear,
  currentRole: alumni.currentRole,
  hometown: alumni.hometown,
  universitySlug: universities.slug,
  universityName: universities.name,
  countryName: destinations.name,
};

/** Listed alumni (switched on), of one university when named. */
const listed = (slug: string | undefined) =>
  and(eq(alumni.active, true), slug ? eq(universities.slug, slug) : undefined);

/** A page of alumni by university then name, optionally of one university. */
export async function listAlumni(
  db: Db,
  options: { university?: string | undefined; offset: number; limit: number },
) {
  return db
    .select(listColumns)
    .from(alumni)
    .innerJoin(universities, eq(universities.id, alumni.universityId))
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
    .where(listed(options.university))
    .orderBy(asc(universities.name), asc(alumni.fullName), asc(alumni.id))
    .offset(options.offset)
    .limit(options.limit);
}

export type AlumnusRow = Awaited<ReturnType<typeof listAlumni>>[number];

export async function countAlumni(db: Db, university: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(alumni)
    .innerJoin(universities, eq(universities.id, alumni.universityId))
    .where(listed(university));
  return row?.total ?? 0;
}

/** Universities with at least one alumnus, by name, with how many. */
export async function listAlumniUniversities(db: Db) {
  return db
    .select({ slug: universities.slug, name: universities.name, alumni: count() })
    .from(alumni)
    .innerJoin(universities, eq(universities.id, alumni.universityId))
    .where(listed(undefined))
    .groupBy(universities.slug, universities.name)
    .orderBy(asc(universities.name));
}

/** An alumnus with their private contacts and their university's name. */
export async function findAlumnus(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: alumni.id,
      fullName: alumni.fullName,
      email: alumni.email,
      mobile: alumni.mobile,
      active: alumni.active,
      universityName: universities.name,
    })
    .from(alumni)
    .innerJoin(universities, eq(universities.id, alumni.universityId))
    .where(eq(alumni.id, id));
  return row;
}

/**
 * The learner's open request to this alumnus, made if there is none (a second request while one
 * waits changes nothing); `created` says whether this call made it.
 */
export async function openConnection(
  db: Db,
  values: { alumnusId: number; learnerId: string; message: string; learnerShares: SharedContact },
): Promise<{ id: string; created: boolean }> {
  const [made] = await db
    .insert(alumniConnections)
    .values(values)
    .onConflictDoNothing({
      target: [alumniConnections.alumnusId, alumniConnections.learnerId],
      where: sql`${alumniConnections.status} = 'pending'`,
    })
    .returning({ id: alumniConnections.id });
  if (made) return { id: made.id, created: true };
  const [open] = await db
    .select({ id: alumniConnections.id })
    .from(alumniConnections)
    .where(
      and(
        eq(alumniConnections.alumnusId, values.alumnusId),
        eq(alumniConnections.learnerId, values.learnerId),
        eq(alumniConnections.status, 'pending'),
      ),
    );
  return { id: open!.id, created: false };
}

export async function findConnection(db: Db, id: string) {
  const [row] = await db.select().from(alumniConnections).where(eq(alumniConnections.id, id));
  return row;
}

/** Records the answer once: false when the request was already answered. */
export async function answerConnection(
  db: Db,
  id: string,
  answer: { status: 'accepted' | 'declined'; alumnusShares: SharedContact | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(alumniConnections)
    .set({
      status: answer.status,
      alumnusShares: answer.alumnusShares,
      answeredAt: answer.at,
      updatedAt: answer.at,
    })
    .where(and(eq(alumniConnections.id, id), eq(alumniConnections.status, 'pending')))
    .returning({ id: alumniConnections.id });
  return rows.length > 0;
}
