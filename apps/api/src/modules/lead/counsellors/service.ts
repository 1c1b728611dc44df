import { DESTINATIONS, type DestinationSlug } from '@meridian/domain/destinations';
import { hasPermission, INTERNAL_PERMISSIONS, PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  SLOT_HORIZON_WEEKS,
  type CounsellorAvailability,
  type CounsellorDesk,
  type CounsellorSettings,
  type CounsellorSettingsList,
} from '@meridian/domain/lead/counsellors';
import type { StoredImage } from '@meridian/domain/content/media';
import type { Db } from '#api/db/client.ts';
import { lockKeys, type Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { saveAudited, type AuditedKind, type EditorChange } from '#api/platform/audit/audited.ts';
import { findAccountById, listInternalUsers, setPhoto } from '#api/modules/user/accounts/service.ts';
import type { ImageSlot } from '#api/platform/images/record-image.service.ts';
import {
  centreIdsBySlug,
  findDesk,
  findHours,
  listDesks,
  listHours,
  listHoursRolledBefore,
  markSlotsMade,
  saveDesk,
  saveHours,
  syncSlots,
  type HoursRow,
} from './repo.ts';
import { planSlots } from '#api/modules/lead/appointments/slot-plan.ts';

const DAY_MS = 24 * 60 * 60_000;
const HORIZON_MS = SLOT_HORIZON_WEEKS * 7 * DAY_MS;

/** Desks hold destinations by name, as leads do; the API speaks slugs. */
const slugOfName = new Map<string, DestinationSlug>(DESTINATIONS.map((d) => [d.name, d.slug]));
const nameOfSlug = new Map<string, string>(DESTINATIONS.map((d) => [d.slug, d.name]));

async function counsellorOrThrow(db: Db | Tx, userId: string) {
  const user = await findAccountById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', `no account ${userId}`, { field: 'userId' });
  return user;
}

interface DeskRecord extends Record<string, unknown> {
  userId: string;
  destinations: string[];
}

/** A counsellor's desk as an audited record (admins only), destinations by slug. */
export const deskKind: AuditedKind<DeskRecord> = {
  entity: 'counsellor-desk',
  noun: 'a counsellor’s desk',
  permission: PERMISSIONS.admin,
  keyOf: (record) => record.userId,
  async load(db, userId) {
    const desk = await findDesk(db, userId);
    return desk && { userId, destinations: desk.destinations.map((name) => slugOfName.get(name) ?? name) };
  },
  async save(tx, record) {
    await counsellorOrThrow(tx, record.userId);
    const names = record.destinations.map((slug, index) => {
      const name = nameOfSlug.get(slug);
      if (!name) {
        throw new AppError(
          'BAD_REQUEST',
          `“${slug}” is not one of our destinations. Use a destination’s slug, for example hungary or uk.`,
          { field: `destinations.${index}` },
        );
      }
      return name;
    });
    await saveDesk(tx, record.userId, [...new Set(names)]);
  },
  parse: (stored) => stored as DeskRecord,
  cacheTags: () => [],
};

interface PhotoRecord extends Record<string, unknown> {
  userId: string;
  photo: StoredImage | null;
}

/** A counsellor's photo as learners meet them (history: admins only, like the desk). */
export const counsellorPhotoKind: AuditedKind<PhotoRecord> = {
  entity: 'counsellor-photo',
  noun: 'a counsellor’s photo',
  permission: PERMISSIONS.admin,
  keyOf: (record) => record.userId,
  async load(db, userId) {
    const user = await findAccountById(db, userId);
    // Only staff meet learners: a learner's account has no photo here.
    return user && hasPermission(user.permissions, INTERNAL_PERMISSIONS)
      ? { userId, photo: user.photo }
      : undefined;
  },
  async save(tx, record) {
    await counsellorOrThrow(tx, record.userId);
    await setPhoto(tx, record.userId, record.photo);
  },
  parse: (stored) => stored as PhotoRecord,
  cacheTags: () => [],
};

export const counsellorPhotoSlot: ImageSlot<PhotoRecord> = {
  kind: counsellorPhotoKind,
  field: 'photo',
  missing: (userId) => `no account ${userId}`,
};

type HoursRecord = CounsellorAvailability & { userId: string };

/**
 * Makes the counsellor's open slots for the coming weeks from their hours (under a lock per
 * counsellor, so a save and a roll-forward do not cross), and notes when.
 */
async function makeSlots(
  tx: Tx,
  hours: Omit<HoursRow, 'updatedAt' | 'slotsMadeAt'>,
  now: Date,
): Promise<void> {
  await lockKeys(tx, [`slots:${hours.counsellorId}`]);
  const planned = planSlots(hours, { from: now, until: new Date(now.getTime() + HORIZON_MS) });
  await syncSlots(tx, {
    counsellorId: hours.counsellorId,
    from: now,
    planned,
    centreIds: await centreIdsBySlug(tx),
    now,
  });
  await markSlotsMade(tx, hours.counsellorId, now);
}

/** A counsellor's hours as an audited record: saving them remakes their open slots in the same transaction. */
export const hoursKind: AuditedKind<HoursRecord & Record<string, unknown>> = {
  entity: 'counsellor-hours',
  noun: 'a counsellor’s hours',
  permission: PERMISSIONS.admin,
  keyOf: (record) => record.userId,
  async load(db, userId) {
    const hours = await findHours(db, userId);
    return hours && { userId, timeZone: hours.timeZone, weekly: hours.weekly, daysOff: hours.daysOff };
  },
  async save(tx, record, now) {
    await counsellorOrThrow(tx, record.userId);
    const centres = await centreIdsBySlug(tx);
    record.weekly.forEach((window, index) => {
      if (window.centre && !centres.has(window.centre)) {
        throw new AppError(
          'BAD_REQUEST',
          `There is no experience centre “${window.centre}”. Leave it empty for video calls, or name one of: ${[...centres.keys()].join(', ')}.`,
          { field: `weekly.${index}.centre` },
        );
      }
    });
    const hours = {
      counsellorId: record.userId,
      timeZone: record.timeZone,
      weekly: record.weekly,
      daysOff: record.daysOff,
    };
    await saveHours(tx, { ...hours, now });
    await makeSlots(tx, hours, now);
  },
  parse: (stored) => stored as HoursRecord & Record<string, unknown>,
  cacheTags: () => [],
};

/** `PUT /lead/admin/counsellors/{userId}/desk`: the destinations whose new leads they take turns at. */
export async function changeDesk(
  db: Db,
  userId: string,
  desk: CounsellorDesk,
  change: EditorChange,
): Promise<CounsellorSettings> {
  const before = await findDesk(db, userId);
  await saveAudited(
    db,
    deskKind,
    { userId, destinations: desk.destinations },
    { ...change, action: before ? 'update' : 'create' },
  );
  return settingsOf(db, userId);
}

/** `PUT /lead/admin/counsellors/{userId}/availability`: their weekly hours and days off; open slots follow at once. */
export async function changeAvailability(
  db: Db,
  userId: string,
  hours: CounsellorAvailability,
  change: EditorChange,
): Promise<CounsellorSettings> {
  const before = await findHours(db, userId);
  await saveAudited(db, hoursKind, { userId, ...hours }, { ...change, action: before ? 'update' : 'create' });
  return settingsOf(db, userId);
}

/**
 * Rolls every counsellor's open slots forward to the horizon, for those not rolled in the last
 * day: so slots never run out, and a read of the slots costs one small query the rest of the day.
 */
export async function rollSlotsForward(db: Db, now: Date): Promise<void> {
  for (const hours of await listHoursRolledBefore(db, new Date(now.getTime() - DAY_MS))) {
    await db.transaction((tx) => makeSlots(tx, hours, now));
  }
}

function toSettings(
  user: { id: string; fullName: string; photo: StoredImage | null },
  desk: { destinations: string[] } | undefined,
  hours: HoursRow | undefined,
): CounsellorSettings {
  return {
    id: user.id,
    fullName: user.fullName,
    photo: user.photo,
    destinations: (desk?.destinations ?? []).flatMap((name) => slugOfName.get(name) ?? []),
    hours: hours ? { timeZone: hours.timeZone, weekly: hours.weekly, daysOff: hours.daysOff } : null,
  };
}

async function settingsOf(db: Db, userId: string): Promise<CounsellorSettings> {
  const user = await counsellorOrThrow(db, userId);
  return toSettings(user, await findDesk(db, userId), await findHours(db, userId));
}

/** `GET /lead/admin/counsellors`: every counsellor with their desk and hours, by name. */
export async function listCounsellorSettings(db: Db): Promise<CounsellorSettingsList> {
  const [users, desks, hours] = await Promise.all([listInternalUsers(db), listDesks(db), listHours(db)]);
  const deskOf = new Map(desks.map((desk) => [desk.counsellorId, desk]));
  const hoursOf = new Map(hours.map((row) => [row.counsellorId, row]));
  return { counsellors: users.map((user) => toSettings(user, deskOf.get(user.id), hoursOf.get(user.id))) };
}
