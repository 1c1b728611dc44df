import { WebinarInput, type AdminWebinarList } from '@meridian/domain/cms/webinars-admin';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind, EditorChange } from '#api/platform/audit/audited.ts';
import { createAudited, loadOrThrow, updateAudited } from '#api/platform/audit/audited-edits.ts';
import {
  destinationIso3,
  findWebinarForEditors,
  listWebinarsForEditors,
  universityIdOf,
  upsertWebinar,
} from './admin.repo.ts';

const NAMING = { keyField: 'slug' };

/** Sessions as the audit log keeps them: the editor's input. */
export const webinarKind: AuditedKind<WebinarInput> = {
  entity: 'webinar',
  noun: 'a webinar',
  keyOf: (webinar) => webinar.slug,
  async load(db, slug) {
    const found = await findWebinarForEditors(db, slug);
    if (!found) return undefined;
    const { webinar } = found;
    return {
      slug: webinar.slug,
      title: webinar.title,
      summary: webinar.summary,
      countrySlug: found.countrySlug,
      universitySlug: found.universitySlug,
      hostName: webinar.hostName,
      hostRole: webinar.hostRole,
      startsAt: webinar.startsAt.toISOString(),
      durationMinutes: webinar.durationMinutes,
      seats: webinar.seats,
      joinUrl: webinar.joinUrl,
      zoomMeetingNumber: webinar.zoomMeetingNumber,
      recordingUrl: webinar.recordingUrl,
      status: webinar.status as WebinarInput['status'],
    };
  },
  async save(tx, input, now) {
    const countryIso3 = await destinationIso3(tx, input.countrySlug);
    if (!countryIso3) {
      throw new AppError('BAD_REQUEST', `no destination ${input.countrySlug}`, { field: 'countrySlug' });
    }
    const universityId = input.universitySlug ? await universityIdOf(tx, input.universitySlug) : null;
    if (universityId === undefined) {
      throw new AppError('BAD_REQUEST', `no university ${input.universitySlug}`, { field: 'universitySlug' });
    }
    const registered = (await findWebinarForEditors(tx, input.slug))?.webinar.registered ?? 0;
    if (input.seats < registered) {
      throw new AppError(
        'BAD_REQUEST',
        `${registered} learners have registered; keep at least that many seats`,
        {
          field: 'seats',
        },
      );
    }
    const { countrySlug: _country, universitySlug: _university, startsAt, ...fields } = input;
    await upsertWebinar(tx, {
      ...fields,
      countryIso3,
      universityId,
      startsAt: new Date(startsAt),
      updatedAt: now,
    });
  },
  parse: (stored) => WebinarInput.parse(stored),
  cacheTags: () => ['webinars'],
};

export async function listWebinarsForBackOffice(db: Db): Promise<AdminWebinarList> {
  const rows = await listWebinarsForEditors(db);
  return {
    items: rows.map((row) => ({
      ...row,
      startsAt: row.startsAt.toISOString(),
      status: row.status as WebinarInput['status'],
    })),
  };
}

export const getWebinarForEditing = (db: Db, slug: string) => loadOrThrow(db, webinarKind, slug);

export async function createWebinar(
  db: Db,
  input: WebinarInput,
  change: EditorChange,
): Promise<WebinarInput> {
  await createAudited(db, webinarKind, input, change, NAMING);
  return getWebinarForEditing(db, input.slug);
}

export async function updateWebinar(
  db: Db,
  slug: string,
  input: WebinarInput,
  change: EditorChange,
): Promise<WebinarInput> {
  await updateAudited(db, webinarKind, slug, input, change, NAMING);
  return getWebinarForEditing(db, slug);
}
