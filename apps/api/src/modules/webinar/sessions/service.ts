import type { FastifyBaseLogger } from 'fastify';
import { findDestination } from '@meridian/domain/destinations';
import type {
  PastWebinar,
  UpcomingWebinarsQuery,
  Webinar,
  WebinarDetail,
  WebinarLists,
  WebinarPage,
  WebinarRegistration,
  ZoomSignature,
} from '@meridian/domain/content/webinars';
import { WebinarPage as WebinarPageSchema } from '@meridian/domain/content/webinars';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { calendarFile, calendarFileName } from '#api/platform/calendar/calendar-file.ts';
import { calendarAttachment } from '#api/platform/calendar/calendar-delivery.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { scheduleEvery } from '#api/platform/schedule.ts';
import { findAccountById } from '#api/modules/user/accounts/service.ts';
import { meetingProviderFor } from './meeting-provider.ts';
import { webinarMessage } from './messages.ts';
import {
  claimWebinarReminder,
  countWebinars,
  findUniversityCountry,
  findWebinarById,
  findWebinarBySlug,
  isRegistered,
  isRegisteredForZoomMeeting,
  listRegistrationsToRemind,
  listWebinars,
  rescheduleWebinar,
  takeSeat,
  type WebinarRow,
} from './repo.ts';
import { zoomSdkSignature } from './zoom-signature.ts';

type WebinarDeps = Pick<ModuleDeps, 'db' | 'config' | 'clock' | 'notifier'>;

/** A detail page shows a handful; more would push the page's own content down. */
const UPCOMING_LIMIT = 6;
/** SPEC: the join link shows from 15 minutes before the start. */
const JOIN_OPENS_BEFORE_MS = 15 * 60_000;
/** The reminder goes an hour before the start. */
const REMINDER_BEFORE_MS = 60 * 60_000;

function toWebinar(row: WebinarRow): Webinar {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.universitySlug ? 'university' : 'country',
    summary: row.summary,
    country: { slug: row.countrySlug, name: row.countryName },
    university:
      row.universitySlug && row.universityName
        ? { slug: row.universitySlug, name: row.universityName }
        : null,
    host: { name: row.hostName, role: row.hostRole },
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    seatsLeft: row.seats - row.registered,
  };
}

const toPastWebinar = (row: WebinarRow): PastWebinar => ({
  ...toWebinar(row),
  recordingUrl: row.recordingUrl,
});

/** Sessions still ahead that match the country or the university (an unknown university has none). */
export async function upcomingWebinars(
  db: Db,
  query: UpcomingWebinarsQuery,
  now: Date = new Date(),
): Promise<Webinar[]> {
  const countryIso3 = query.country
    ? findDestination(query.country)!.iso3
    : query.university
      ? await findUniversityCountry(db, query.university)
      : undefined;
  const rows = await listWebinars(db, {
    now,
    when: 'upcoming',
    countryIso3,
    universitySlug: query.university,
    limit: UPCOMING_LIMIT,
  });
  return rows.map(toWebinar);
}

async function pageOf(db: Db, now: Date, when: 'upcoming' | 'past', page: WebinarPage) {
  const filter = { now, when, countryIso3: page.country ? findDestination(page.country)!.iso3 : undefined };
  const [rows, total] = await Promise.all([
    listWebinars(db, { ...filter, limit: page.size, offset: page.page * page.size }),
    countWebinars(db, filter),
  ]);
  return { rows, total };
}

/** `GET /webinar/webinars`: a page of upcoming sessions (soonest first) and one of past sessions (latest first). */
export async function listWebinarLists(
  deps: Pick<WebinarDeps, 'db' | 'clock'>,
  query: { upcoming?: WebinarPage | undefined; previous?: WebinarPage | undefined },
): Promise<WebinarLists> {
  const now = deps.clock();
  const [upcoming, previous] = await Promise.all([
    pageOf(deps.db, now, 'upcoming', query.upcoming ?? WebinarPageSchema.parse({})),
    pageOf(deps.db, now, 'past', query.previous ?? WebinarPageSchema.parse({})),
  ]);
  return {
    upcoming: { items: upcoming.rows.map(toWebinar), total: upcoming.total },
    previous: { items: previous.rows.map(toPastWebinar), total: previous.total },
  };
}

async function webinarOrThrow(db: Db, id: number): Promise<WebinarRow> {
  const row = await findWebinarById(db, id);
  if (!row) throw new AppError('NOT_FOUND', `no webinar ${id}`);
  return row;
}

/** Registration is open while the session has not started and a seat is left. */
const registrationOpen = (row: WebinarRow, now: Date) => row.startsAt > now && row.registered < row.seats;

export async function getWebinarDetailOrThrow(
  deps: Pick<WebinarDeps, 'db' | 'clock'>,
  key: { id: number } | { slug: string },
): Promise<WebinarDetail> {
  const row =
    'id' in key ? await findWebinarById(deps.db, key.id) : await findWebinarBySlug(deps.db, key.slug);
  if (!row) throw new AppError('NOT_FOUND', 'no such webinar');
  const now = deps.clock();
  return { ...toPastWebinar(row), past: row.startsAt <= now, registrationOpen: registrationOpen(row, now) };
}

function webinarCalendar(deps: Pick<WebinarDeps, 'config'>, row: WebinarRow) {
  const { config } = deps;
  const live = siteUrl(config.PUBLIC_WEB_URL, siteRoutes.liveWebinar(row.slug));
  const ics = calendarFile(
    {
      uid: `webinar-${row.id}@${new URL(config.PUBLIC_WEB_URL).hostname}`,
      title: row.title,
      description: `${row.summary}\n\nJoin: ${live}`,
      start: row.startsAt,
      durationMinutes: row.durationMinutes,
      location: live,
      url: live,
      organizer: { name: config.BRAND_NAME, email: config.MAIL_FROM },
    },
    `${config.BRAND_NAME}/webinars`,
  );
  return { fileName: calendarFileName(row.title), ics };
}

/** The learner's registration; the join link only from 15 minutes before the start until the end. */
function registrationOf(
  deps: Pick<WebinarDeps, 'config' | 'clock'>,
  row: WebinarRow,
  registered: boolean,
): WebinarRegistration {
  const now = deps.clock().getTime();
  const opens = row.startsAt.getTime() - JOIN_OPENS_BEFORE_MS;
  const ends = row.startsAt.getTime() + row.durationMinutes * 60_000;
  const open = registered && now >= opens && now < ends;
  return {
    webinarId: row.id,
    registered,
    joinOpensAt: new Date(opens).toISOString(),
    joinUrl: open ? meetingProviderFor(row, deps.config).joinUrl(row) : null,
  };
}

export async function getWebinarRegistration(
  deps: Pick<WebinarDeps, 'db' | 'config' | 'clock'>,
  id: number,
  userId: string,
): Promise<WebinarRegistration> {
  const row = await webinarOrThrow(deps.db, id);
  return registrationOf(deps, row, await isRegistered(deps.db, id, userId));
}

/** Queues the learner's confirmation or reminder in the transaction that takes the seat or claims the reminder. */
async function notifyLearner(
  deps: WebinarDeps,
  tx: Tx,
  kind: 'confirmation' | 'reminder',
  row: WebinarRow,
  userId: string,
) {
  const account = await findAccountById(tx, userId);
  if (!account) return;
  const message = webinarMessage({
    kind,
    brandName: deps.config.BRAND_NAME,
    learner: account,
    webinar: row,
    joinLink: siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.liveWebinar(row.slug)),
    calendar: calendarAttachment(webinarCalendar(deps, row)),
  });
  if (message) await deps.notifier.enqueue(tx, message);
}

/**
 * `POST /webinar/registration/{id}`: a seat for the signed-in learner; registering again changes
 * nothing. A session that has started or is full is closed (WEBINAR_REGISTRATION_CLOSED). The first
 * registration sends the confirmation with the join link and the calendar file.
 */
export async function registerForWebinar(
  deps: WebinarDeps & { log: FastifyBaseLogger },
  id: number,
  userId: string,
): Promise<WebinarRegistration> {
  const row = await webinarOrThrow(deps.db, id);
  if (await isRegistered(deps.db, id, userId)) return registrationOf(deps, row, true);
  if (!registrationOpen(row, deps.clock())) throw new AppError('WEBINAR_REGISTRATION_CLOSED');
  const seat = await takeSeat(deps.db, { webinarId: id, userId }, (tx) =>
    notifyLearner(deps, tx, 'confirmation', row, userId),
  );
  if (seat === 'full') throw new AppError('WEBINAR_REGISTRATION_CLOSED');
  if (seat === 'new') deps.notifier.kick();
  return registrationOf(deps, row, true);
}

/** Queues each registered learner one reminder in the hour before their session; returns how many were queued. */
export async function sendWebinarReminders(deps: WebinarDeps & { log: FastifyBaseLogger }): Promise<number> {
  const now = deps.clock();
  let sent = 0;
  for (const due of await listRegistrationsToRemind(deps.db, {
    now,
    until: new Date(now.getTime() + REMINDER_BEFORE_MS),
  })) {
    // The claim and the reminder commit together: a reminder is queued once, or not at all.
    const queued = await deps.db.transaction(async (tx) => {
      if (!(await claimWebinarReminder(tx, due, now))) return false;
      const row = await findWebinarById(tx, due.webinarId);
      if (row) await notifyLearner(deps, tx, 'reminder', row, due.userId);
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent > 0) deps.notifier.kick();
  return sent;
}

/** Checks for reminders every five minutes, so each goes within five minutes of the hour before. */
export function scheduleWebinarReminders(deps: WebinarDeps & { log: FastifyBaseLogger }): () => void {
  return scheduleEvery(
    { name: 'webinar reminders', run: () => sendWebinarReminders(deps), intervalMs: 5 * 60_000 },
    deps.log,
  );
}

/** `POST /webinar/zoom/signature`: for a learner registered for a Zoom session, when Zoom is configured. */
export async function signZoomMeeting(
  deps: Pick<WebinarDeps, 'db' | 'config' | 'clock'>,
  options: { userId: string; meetingNumber: string },
): Promise<ZoomSignature> {
  const { ZOOM_SDK_KEY: sdkKey, ZOOM_SDK_SECRET: sdkSecret } = deps.config;
  if (!sdkKey || !sdkSecret) throw new AppError('SERVICE_UNAVAILABLE', 'Zoom is not configured');
  if (!(await isRegisteredForZoomMeeting(deps.db, options.userId, options.meetingNumber))) {
    throw new AppError('FORBIDDEN', 'not registered for this meeting');
  }
  // Learners join; hosts start their meetings in Zoom itself.
  const signature = await zoomSdkSignature({
    sdkKey,
    sdkSecret,
    meetingNumber: options.meetingNumber,
    role: 0,
    now: deps.clock(),
  });
  return { signature, sdkKey };
}

/** Moves a session's start (the developer view tests use to reach its join window). */
export async function moveWebinarStart(db: Db, id: number, startsAt: Date): Promise<void> {
  if (!(await rescheduleWebinar(db, id, startsAt))) throw new AppError('NOT_FOUND', 'no such webinar');
}
