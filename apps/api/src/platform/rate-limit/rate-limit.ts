import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import { documentedHook } from '#api/platform/openapi/documented-hook.ts';
import { countRequests, type CounterWindow } from './repo.ts';

export interface RateLimitRule {
  /** What is limited and by what, e.g. `auth-login:ip`; counters of different scopes never mix. */
  scope: string;
  /** Requests allowed per key in one window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The fixed window, aligned to the epoch, that `now` falls in. */
function windowOf(rule: RateLimitRule & { key: string }, now: Date): CounterWindow {
  const windowMs = rule.windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    scope: rule.scope,
    key: rule.key,
    windowStart: new Date(startMs),
    expiresAt: new Date(startMs + windowMs),
  };
}

/**
 * Counts a request once under each rule-and-key in one statement; the verdict refuses it when
 * any count passes its limit, retrying when the last such window ends. The counters live in
 * PostgreSQL, so the limits hold however many API replicas answer.
 */
export async function rateLimitAll(
  db: Db,
  rules: readonly (RateLimitRule & { key: string })[],
  now: Date,
): Promise<RateLimitVerdict> {
  const windows = rules.map((rule) => windowOf(rule, now));
  const counts = await countRequests(db, windows, now);
  const over = windows.filter((window, i) => counts[i]! > rules[i]!.limit);
  if (over.length === 0) return { allowed: true };
  const endMs = Math.max(...over.map((window) => window.expiresAt.getTime()));
  return { allowed: false, retryAfterSeconds: Math.ceil((endMs - now.getTime()) / 1000) };
}

/** Counts a request of `key` under a rule, in fixed windows aligned to the epoch. */
export async function rateLimit(
  db: Db,
  options: RateLimitRule & { key: string; now: Date },
): Promise<RateLimitVerdict> {
  return rateLimitAll(db, [options], options.now);
}

/** Who a request counts against: none, one or several keys (each is limited on its own). */
export type RateLimitKeys = (request: FastifyRequest) => readonly string[] | Promise<readonly string[]>;

/**
 * A preHandler that limits a route under each rule, counting the request once per key the rule's
 * `keys` finds, all in one statement. Over any limit it answers 429 `TOO_MANY_REQUESTS` with a
 * Retry-After header.
 */
export function rateLimitedAll(
  deps: { db: Db; clock: Clock },
  rules: readonly (RateLimitRule & { keys: RateLimitKeys })[],
) {
  return documentedHook(
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const counted = await Promise.all(
        rules.map(async (rule) => [...new Set(await rule.keys(request))].map((key) => ({ ...rule, key }))),
      );
      const verdict = await rateLimitAll(deps.db, counted.flat(), deps.clock());
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new AppError('TOO_MANY_REQUESTS');
      }
    },
    { errors: [429] },
  );
}

/** `rateLimitedAll` with one rule. */
export function rateLimited(deps: { db: Db; clock: Clock }, rule: RateLimitRule & { keys: RateLimitKeys }) {
  return rateLimitedAll(deps, [rule]);
}
