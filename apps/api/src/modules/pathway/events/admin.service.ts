import { EventInput, type AdminEventList } from '@meridian/domain/cms/events-admin';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind, EditorChange } from '#api/platform/audit/audited.ts';
import { createAudited, loadOrThrow, updateAudited } from '#api/platform/audit/audited-edits.ts';
import {
  findEventForEditors,
  listEventSlugsOfUniversities,
  listEventsForEditors,
  universityIdsBySlug,
  upsertEvent,
} from './admin.repo.ts';

const NAMING = { keyField: 'slug' };

/** Fairs as the audit log keeps them: the editor's input. */
export const eventKind: AuditedKind<EventInput> = {
  entity: 'event',
  noun: 'a fair',
  keyOf: (event) => event.slug,
  async load(db, slug) {
    const row = await findEventForEditors(db, slug);
    if (!row) return undefined;
    return {
      slug: row.slug,
      city: row.city,
      title: row.title,
      overview: row.overview,
      bannerHeadline: row.bannerHeadline,
      bannerSubline: row.bannerSubline,
      venueName: row.venueName,
      venueAddress: row.venueAddress,
      latitude: row.latitude,
      longitude: row.longitude,
      startsAt: row.startsAt.toISOString(),
      durationMinutes: row.durationMinutes,
      schedule: row.schedule,
      keyHighlights: row.keyHighlights,
      universitySlugs: await listEventSlugsOfUniversities(db, row.id),
      status: row.status as EventInput['status'],
    };
  },
  async save(tx, event, now) {
    const ids = await universityIdsBySlug(tx, event.universitySlugs);
    const unknown = event.universitySlugs.find((slug) => !ids.has(slug));
    if (unknown) {
      throw new AppError('BAD_REQUEST', `no university ${unknown}`, { field: 'universitySlugs' });
    }
    const { universitySlugs, startsAt, ...fields } = event;
    await upsertEvent(
      tx,
      { ...fields, startsAt: new Date(startsAt), updatedAt: now },
      [...new Set(universitySlugs)].map((slug) => ids.get(slug)!),
    );
  },
  parse: (stored) => EventInput.parse(stored),
  // The fairs pages render per request (a fair closes at an exact instant): no cached page shows one.
  cacheTags: () => [],
};

export async function listEventsForBackOffice(db: Db): Promise<AdminEventList> {
  const rows = await listEventsForEditors(db);
  return {
    items: rows.map((row) => ({
      ...row,
      startsAt: row.startsAt.toISOString(),
      status: row.status as EventInput['status'],
    })),
  };
}

export const getEventForEditing = (db: Db, slug: string) => loadOrThrow(db, eventKind, slug);

export async function createEvent(db: Db, input: EventInput, change: EditorChange): Promise<EventInput> {
  await createAudited(db, eventKind, input, change, NAMING);
  return getEventForEditing(db, input.slug);
}

export async function updateEvent(
  db: Db,
  slug: string,
  input: EventInput,
  change: EditorChange,
): Promise<EventInput> {
  await updateAudited(db, eventKind, slug, input, change, NAMING);
  return getEventForEditing(db, slug);
}
