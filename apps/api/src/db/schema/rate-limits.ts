import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

// Owned by platform/rate-limit (docs/adr/008).
/**
 * Request counters of the rate limiter, one row per scope, key and fixed window. Kept in the
 * database (not process memory) so a limit holds across API replicas; expired rows are swept by
 * the next counted request.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** What is limited, e.g. `auth-login:ip`. */
    scope: varchar('scope', { length: 60 }).notNull(),
    /** Who is counted: a client address or a contact. */
    key: varchar('key', { length: 254 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key, t.windowStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);
