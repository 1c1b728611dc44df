import QRCode from 'qrcode';
import { z } from 'zod';
import type * as Events from '@meridian/domain/events/schemas';
import { isEventUpcoming, upcomingSince } from '@meridian/domain/events/upcoming';
import type { ShortLeadRequest } from '@meridian/domain/lead/schemas';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { AppError } from '#api/platform/app-error.ts';
import { calendarFile, calendarFileName } from '#api/platform/calendar/calendar-file.ts';
import { calendarAttachment } from '#api/platform/calendar/calendar-delivery.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import type { Db } from '#api/db/client.ts';
import { linkClaimsOrThrow, type LinkKind, signAppLink, verifyLink } from '#api/platform/signed-link.ts';
import { createShortFormLead } from '#api/modules/lead/enquiry/service.ts';
import { fairConfirmationEmail } from './messages.ts';
import {
  checkIn,
  findEventBySlug,
  findUserRegistration,
  listEventUniversities,
  listEventsFrom,
  rescheduleEvent,
  upsertRegistration,
  type EventRow,
} from './repo.ts';

type EventDeps = Pick<ModuleDeps, 'db' | 'config' | 'clock' | 'notifier'>;

/** The QR pass names one place; it works for a season, long enough for any fair it was issued for. */
const CHECK_IN_LINK: LinkKind<{ registration: string }> = {
  purpose: 'event-check-in',
  ttlSeconds: 120 * 24 * 60 * 60,
  claims: z.object({ registration: z.uuid() }),
};

/** A map link that plans the route to the venue's coordinates (Google Maps URLs, `dir` action). */
function directionUrl(event: EventRow): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${event.latitude},${event.longitude}`;
}

function toSummary(event: EventRow): Events.EventSummary {
  return {
    id: event.id,
    slug: event.slug,
    city: event.city,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    durationMinutes: event.durationMinutes,
    venue: { name: event.venueName, address: event.venueAddress },
  };
}

export async function listUpcomingEvents(
  deps: Pick<EventDeps, 'db' | 'clock'>,
): Promise<Events.EventSummary[]> {
  const rows = await listEventsFrom(deps.db, upcomingSince(deps.clock()));
  return rows.map(toSummary);
}

/** A fair that is still upcoming; an unknown slug and a fair that is over are both 404. */
async function upcomingEventOrThrow(deps: Pick<EventDeps, 'db' | 'clock'>, slug: string): Promise<EventRow> {
  const event = await findEventBySlug(deps.db, slug);
  if (!event || !isEventUpcoming(event.startsAt, deps.clock())) {
    throw new AppError('NOT_FOUND', `no upcoming event ${slug}`);
  }
  return event;
}

export async function getUpcomingEventOrThrow(
  deps: Pick<EventDeps, 'db' | 'clock'>,
  slug: string,
): Promise<Events.EventDetail> {
  const event = await upcomingEventOrThrow(deps, slug);
  const exhibitors = await listEventUniversities(deps.db, event.id);
  return {
    ...toSummary(event),
    overview: event.overview,
    banner: { headline: event.bannerHeadline, subline: event.bannerSubline },
    venue: { name: event.venueName, address: event.venueAddress, directionUrl: directionUrl(event) },
    schedule: event.schedule,
    keyHighlights: event.keyHighlights,
    universities: exhibitors.map((u) => ({ ...u, logo: siteRoutes.universityLogo(u.slug) })),
  };
}

function eventCalendar(deps: Pick<EventDeps, 'config'>, event: EventRow) {
  const { config } = deps;
  const ics = calendarFile(
    {
      uid: `event-${event.slug}-${event.id}@${new URL(config.PUBLIC_WEB_URL).hostname}`,
      title: event.title,
      description: `${event.overview}\n\nDirections: ${directionUrl(event)}`,
      start: event.startsAt,
      durationMinutes: event.durationMinutes,
      location: `${event.venueName}, ${event.venueAddress}`,
      url: siteUrl(config.PUBLIC_WEB_URL, siteRoutes.event(event.slug)),
      geo: { lat: event.latitude, lon: event.longitude },
      organizer: { name: config.BRAND_NAME, email: config.MAIL_FROM },
    },
    `${config.BRAND_NAME}/events`,
  );
  return { fileName: calendarFileName(`${config.BRAND_NAME} university fair ${event.city}`), ics };
}

/** The "Add to calendar" file of an upcoming fair. */
export async function getEventCalendarOrThrow(
  deps: Pick<EventDeps, 'db' | 'clock' | 'config'>,
  slug: string,
) {
  return eventCalendar(deps, await upcomingEventOrThrow(deps, slug));
}

/**
 * A place at a fair: the visitor becomes a lead (source `event:{slug}`) and, when signed in, the
 * place is also theirs as a learner. Registering again keeps the same place. The confirmation email
 * carries the calendar entry; the answer carries the QR pass staff scan at the desk.
 */
export async function registerForEvent(
  deps: EventDeps,
  options: { slug: string; payload: ShortLeadRequest; userId: string | null },
): Promise<Events.EventRegistrationResponse> {
  const event = await upcomingEventOrThrow(deps, options.slug);
  const { config } = deps;
  let registrationId = '';
  const lead = await createShortFormLead(deps, {
    payload: options.payload,
    source: `event:${event.slug}`,
    confirmByEmail: false,
    onSaved: async (tx, leadId) => {
      registrationId = await upsertRegistration(tx, {
        eventId: event.id,
        leadId,
        userId: options.userId,
        name: options.payload.name,
      });
      await deps.notifier.enqueue(
        tx,
        fairConfirmationEmail({
          brandName: config.BRAND_NAME,
          to: options.payload.email,
          event,
          eventUrl: siteUrl(config.PUBLIC_WEB_URL, siteRoutes.event(event.slug)),
          directionUrl: directionUrl(event),
          calendar: calendarAttachment(eventCalendar(deps, event)),
        }),
      );
    },
  });
  return {
    status: true,
    message: lead.message,
    registrationId,
    leadId: lead.leadId,
    ...(await eventPass(deps, registrationId)),
  };
}

/** A place's QR pass, signed afresh: the link the desk opens, and its QR code. */
async function eventPass(
  deps: Pick<EventDeps, 'config' | 'clock'>,
  registrationId: string,
): Promise<Events.EventPass> {
  const { token } = signAppLink(deps, CHECK_IN_LINK, { registration: registrationId });
  const checkInUrl = siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.eventCheckIn(token));
  const svg = await QRCode.toString(checkInUrl, { type: 'svg', margin: 1 });
  return { checkInUrl, checkInQr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** `event/{eventId}/user/{userId}`: whether this learner has a place at this fair, with its pass. */
export async function getUserEventRegistration(
  deps: Pick<EventDeps, 'db' | 'config' | 'clock'>,
  options: { eventId: number; userId: string },
): Promise<Events.EventUserRegistration> {
  const { eventId } = options;
  const row = await findUserRegistration(deps.db, eventId, options.userId);
  return {
    eventId,
    registered: row !== undefined,
    registeredAt: row?.createdAt.toISOString() ?? null,
    checkedInAt: row?.checkedInAt?.toISOString() ?? null,
    pass: row ? await eventPass(deps, row.id) : null,
  };
}

/** The desk opens a visitor's QR pass: the place is checked in once; 410 for an old pass, 404 for a forged one. */
export async function checkInVisitor(
  deps: Pick<EventDeps, 'db' | 'config' | 'clock'>,
  token: string,
): Promise<Events.EventCheckIn> {
  const now = deps.clock();
  const check = verifyLink({ kind: CHECK_IN_LINK, secret: deps.config.JWT_SECRET, token, now });
  const { registration } = linkClaimsOrThrow(check, 'event pass');
  const row = await checkIn(deps.db, registration, now);
  if (!row?.checkedInAt) throw new AppError('NOT_FOUND', 'no such event pass');
  return {
    name: row.name,
    event: row.event,
    checkedInAt: row.checkedInAt.toISOString(),
    firstTime: row.firstTime,
  };
}

/** Moves a fair's date (the developer view tests use to close a fair and put it back). */
export async function moveEventStart(db: Db, slug: string, startsAt: Date): Promise<void> {
  if (!(await rescheduleEvent(db, slug, startsAt))) throw new AppError('NOT_FOUND', 'no such fair');
}
