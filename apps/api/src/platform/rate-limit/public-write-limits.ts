import type { FastifyRequest } from 'fastify';
import type { Db } from '#api/db/client.ts';
import type { ApiConfig } from '#api/env.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import { byContact, byIp } from './keys.ts';
import { rateLimitedAll, type RateLimitKeys } from './rate-limit.ts';

const HOUR = 60 * 60;

/**
 * The limits of every anonymous write (issue 19), each counted per visitor address, per destination
 * (the mobile and email a request names or an OTP was sent to) and site-wide. Per address they leave
 * room for a campus or office behind one address; per destination they stop floods aimed at one person.
 * A new public write route picks its entry here (`apps/api/test/public-write-limits.test.ts` fails
 * on one that has none), as the appointment booking does: `preHandler: publicWriteLimited(deps, 'appointment')`.
 */
export const PUBLIC_WRITE_LIMITS = {
  /** Enquiry and call-me-back forms. */
  enquiry: { ip: 60, destination: 20, windowSeconds: HOUR },
  /** Short forms that become a lead: contact-us, accommodation, e-book download, fair registration. */
  'short-form': { ip: 60, destination: 20, windowSeconds: HOUR },
  /** Requests that email a file; the per-recipient day limit of requested emails applies as well. */
  brochure: { ip: 30, destination: 10, windowSeconds: HOUR },
  /** A visitor may register a family for several fairs, not flood the desk. */
  'event-registration': { ip: 20, destination: 6, windowSeconds: HOUR },
  /**
   * A family may book a couple of times, not fill a counsellor's week: asking for a slot sends an
   * OTP (counted with the address's other OTP sends); verifying it is counted per number it went
   * to. The slot is held only then, within the person's upcoming-bookings limit (appointments.service.ts).
   */
  appointment: { ip: 20, destination: 5, windowSeconds: HOUR },
  'appointment-verify': { ip: 60, destination: 10, windowSeconds: 600 },
  /**
   * Login and registration send an OTP; per contact the limits stay under the OTP rules (3 resends,
   * 5 wrong codes, 10 sends a day), so floods aimed at one person stop early.
   */
  'auth-login': { ip: 30, destination: 5, windowSeconds: 600 },
  'auth-register': { ip: 30, destination: 5, windowSeconds: 600 },
  'auth-otp-verify': { ip: 60, destination: 10, windowSeconds: 600 },
  'auth-otp-resend': { ip: 30, destination: 5, windowSeconds: 600 },
  /** The enquiry OTP, counted per number it was sent to (under the OTP rules of 3 resends, 5 wrong codes). */
  'lead-otp-verify': { ip: 60, destination: 10, windowSeconds: 600 },
  'lead-otp-resend': { ip: 30, destination: 5, windowSeconds: 600 },
  /** Writes that name no destination: counted per address and site-wide only. */
  'report-error': { ip: 10, windowSeconds: HOUR },
  /** Unsubscribe links (the signed token names the contact, so no one else's can be changed). */
  preferences: { ip: 30, windowSeconds: 600 },
  logout: { ip: 60, windowSeconds: 600 },
  /** First-party analytics: a page sends a few per view. */
  analytics: { ip: 600, windowSeconds: 600 },
  /** One beacon per page view (issue 35): a visitor reads at most a few pages a minute. */
  'web-vitals': { ip: 60, windowSeconds: 600 },
  location: { ip: 30, windowSeconds: HOUR },
} as const satisfies Record<string, { ip: number; destination?: number; windowSeconds: number }>;

export type PublicWrite = keyof typeof PUBLIC_WRITE_LIMITS;

/**
 * Analytics events and web vitals come with every page view, not with a form sent, so their
 * site-wide cap is this many times the others'.
 */
const PAGE_VIEW_WRITES = new Set<PublicWrite>(['analytics', 'web-vitals']);
const PAGE_VIEW_GLOBAL_FACTOR = 20;

/**
 * OTP SMS one visitor address may have sent an hour to numbers it typed, whichever form asks
 * (enquiry, registration, resend): the toll-fraud stop for numbers in the served countries.
 */
export const OTP_SENDS_PER_IP_PER_HOUR = 20;

/** One key for all requests: the site-wide count. */
const everyone: RateLimitKeys = () => ['all'];

/**
 * The preHandler limiting an anonymous write, all counted in one statement: per visitor address,
 * per destination (`destination` finds it; by default the body's mobile and email), site-wide per
 * minute (`PUBLIC_WRITES_PER_MINUTE`) and, for a request that sends an OTP (`sendsOtp`), against
 * the address's hourly OTP sends, one count for every route that sends one. Over any of them the
 * answer is 429 `TOO_MANY_REQUESTS`.
 */
export function publicWriteLimited(
  deps: { db: Db; clock: Clock; config: ApiConfig },
  name: PublicWrite,
  options: { destination?: RateLimitKeys; sendsOtp?: (request: FastifyRequest) => boolean } = {},
) {
  const limit: { ip: number; destination?: number; windowSeconds: number } = PUBLIC_WRITE_LIMITS[name];
  const { windowSeconds } = limit;
  const perMinute =
    deps.config.PUBLIC_WRITES_PER_MINUTE * (PAGE_VIEW_WRITES.has(name) ? PAGE_VIEW_GLOBAL_FACTOR : 1);
  const { sendsOtp } = options;
  return rateLimitedAll(deps, [
    { scope: `${name}:ip`, limit: limit.ip, windowSeconds, keys: byIp },
    ...(limit.destination === undefined
      ? []
      : [
          {
            scope: `${name}:destination`,
            limit: limit.destination,
            windowSeconds,
            keys: options.destination ?? byContact,
          },
        ]),
    { scope: `${name}:global`, limit: perMinute, windowSeconds: 60, keys: everyone },
    ...(sendsOtp === undefined
      ? []
      : [
          {
            scope: 'otp-send:ip',
            limit: OTP_SENDS_PER_IP_PER_HOUR,
            windowSeconds: HOUR,
            keys: (request: FastifyRequest) => (sendsOtp(request) ? byIp(request) : []),
          },
        ]),
  ]);
}

/** For `sendsOtp`: every request of the route sends one. */
export const always = () => true;
