import type { GpaScale, SavedGpa } from '@meridian/domain/calculators/saved-gpa';
import type { Db } from '#api/db/client.ts';
import { readSection, writeSection } from '#api/modules/user/profile/service.ts';

/** Keeps a converted grade on the learner's profile, in place of the one saved before. */
export function saveGpa(
  db: Db,
  options: { userId: string; scale: GpaScale; value: number; now: Date },
): Promise<SavedGpa> {
  const { userId, scale, value, now } = options;
  return writeSection(db, {
    userId,
    section: 'gpa',
    data: { scale, value, savedAt: now.toISOString() },
    now,
  });
}

/** `GET user/{id}/gpa`: the learner's saved grade, or null before they save one. */
export function savedGpaOf(db: Db, userId: string): Promise<SavedGpa | null> {
  return readSection(db, { userId, section: 'gpa' });
}
