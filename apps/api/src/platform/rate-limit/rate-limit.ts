import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import type { Clock } from '../module-deps.ts';
import { documentedHook } from '../openapi/documented-hook.ts';
import { countRequest } from './repo.ts';

export interface RateLimitRule {
  /** What is limited and by what, e.g. `auth-login:ip`; counters of different scopes never mix. */
  scope: string;
  /** Requests allowed per key in one window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a request of `key` under a rule, in fixed windows aligned to the epoch. The counters live
 * in PostgreSQL, so the limit holds however many API replicas answer.
 */
export async function rateLimit(
  db: Db,
  options: RateLimitRule & { key: string; now: Date },
): Promise<RateLimitVerdict> {
  const windowMs = options.windowSeconds * 1000;
  const startMs = Math.floor(options.now.getTime() / windowMs) * windowMs;
  const count = await countRequest(db, {
    scope: options.scope,
    key: options.key,
    windowStart: new Date(startMs),
    expiresAt: new Date(startMs + windowMs),
    now: options.now,
  });
  if (count <= options.limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.ceil((startMs + windowMs - options.now.getTime()) / 1000),
  };
}

/** Who a request counts against: none, one or several keys (each is limited on its own). */
export type RateLimitKeys = (request: FastifyRequest) => readonly string[] | Promise<readonly string[]>;

/**
 * A preHandler that limits a route under `rule`, counting the request once per key `keys` finds.
 * Over the limit it answers 429 `TOO_MANY_REQUESTS` with a Retry-After header.
 */
export function rateLimited(deps: { db: Db; clock: Clock }, rule: RateLimitRule & { keys: RateLimitKeys }) {
  return documentedHook(
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const now = deps.clock();
      for (const key of new Set(await rule.keys(request))) {
        const verdict = await rateLimit(deps.db, { ...rule, key, now });
        if (!verdict.allowed) {
          void reply.header('retry-after', String(verdict.retryAfterSeconds));
          throw new AppError('TOO_MANY_REQUESTS');
        }
      }
    },
    { errors: [429] },
  );
}
