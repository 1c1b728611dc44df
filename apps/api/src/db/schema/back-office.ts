import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people.ts';

// Owned by cms/admin (docs/adr/009): the editors' audit log, redirects and uploaded pictures.

/**
 * Every back-office change, written in the same transaction as the change: the record before
 * (null for a create) and after (null for a delete), in the shape the editor sent, so any version can be put back.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityKey: varchar('entity_key', { length: 500 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** Null after a delete. */
    after: jsonb('after').$type<Record<string, unknown>>(),
    restoredFrom: integer('restored_from'),
  },
  (t) => [index('audit_log_entity_key_idx').on(t.entity, t.entityKey, t.id)],
);

/** Old addresses and where they go (or 410 gone / 503 maintenance), applied with the SEO meta. */
export const redirects = pgTable(
  'redirects',
  {
    fromPath: varchar('from_path', { length: 500 }).primaryKey(),
    toUrl: varchar('to_url', { length: 500 }),
    status: smallint('status').notNull(),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('redirects_status_check', sql`${t.status} in (301, 302, 410, 503)`)],
);

/** Uploaded pictures; the files are in storage under `media/{id}/{width}.webp`. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: uuid('uploaded_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
