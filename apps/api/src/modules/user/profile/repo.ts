import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { learnerNotes, profileSections } from '#api/db/schema/learner-profile.ts';
import { users, leads } from '#api/db/schema/people.ts';
import { firstRow } from '#api/db/first-row.ts';
import { whereEquals } from '#api/db/where-equals.ts';
import { contactColumns } from '#api/modules/user/accounts/repo.ts';

/** The profile forms kept in `profile_sections`, by name. */
export type SectionName =
  'personal' | 'education' | 'exam' | 'funds' | 'preference' | 'questions' | 'other-questions' | 'gpa';

export async function findSection(
  db: Db,
  options: { userId: string; section: SectionName; itemKey?: string },
) {
  const row = await firstRow(
    db
      .select({ data: profileSections.data })
      .from(profileSections)
      .where(
        whereEquals(profileSections, {
          userId: options.userId,
          section: options.section,
          itemKey: options.itemKey ?? '',
        }),
      ),
  );
  return row?.data;
}

/** Every item of a section (each class of education, each exam), or every section when none is named. */
export async function listSections(db: Db, options: { userId: string; section?: SectionName }) {
  return db
    .select({
      section: profileSections.section,
      itemKey: profileSections.itemKey,
      data: profileSections.data,
    })
    .from(profileSections)
    .where(
      and(
        eq(profileSections.userId, options.userId),
        options.section ? eq(profileSections.section, options.section) : undefined,
      ),
    );
}

export async function upsertSection(
  tx: Tx,
  options: { userId: string; section: SectionName; itemKey?: string; data: unknown; now: Date },
): Promise<void> {
  const row = {
    userId: options.userId,
    section: options.section,
    itemKey: options.itemKey ?? '',
    data: options.data,
    updatedAt: options.now,
  };
  await tx
    .insert(profileSections)
    .values(row)
    .onConflictDoUpdate({
      target: [profileSections.userId, profileSections.section, profileSections.itemKey],
      set: { data: row.data, updatedAt: row.updatedAt },
    });
}

export async function findUser(db: Db, userId: string) {
  return firstRow(db.select().from(users).where(eq(users.id, userId)));
}

/** The name and level on the account follow the profile forms, so every screen shows the same. */
export async function updateUserProfileFields(
  tx: Tx,
  options: { userId: string; fullName?: string; interestedEducationLevel?: EducationLevel; now: Date },
): Promise<void> {
  const { userId, now, ...changes } = options;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function insertNote(tx: Tx, row: typeof learnerNotes.$inferInsert) {
  const [inserted] = await tx.insert(learnerNotes).values(row).returning();
  return inserted!;
}

export async function listNotes(db: Db, userId: string) {
  return db
    .select({
      id: learnerNotes.id,
      rpId: learnerNotes.rpId,
      studyAbroad: learnerNotes.studyAbroad,
      notes: learnerNotes.notes,
      createdAt: learnerNotes.createdAt,
      author: users.fullName,
    })
    .from(learnerNotes)
    .leftJoin(users, eq(users.id, learnerNotes.authorId))
    .where(eq(learnerNotes.userId, userId))
    .orderBy(desc(learnerNotes.createdAt), desc(learnerNotes.id));
}

/** The counsellor the learner's lead is assigned to now (the inbox's assignment is the one truth). */
export async function findCounsellor(db: Db, learnerId: string) {
  const learner = alias(users, 'learner');
  return firstRow(
    db
      .select({
        ...contactColumns,
        photo: users.photo,
        since: sql`coalesce(${leads.assignedAt}, ${leads.createdAt})`.mapWith(leads.createdAt),
      })
      .from(learner)
      .innerJoin(leads, eq(leads.id, learner.leadId))
      .innerJoin(users, eq(users.id, leads.assignedCounsellorId))
      .where(eq(learner.id, learnerId)),
  );
}
