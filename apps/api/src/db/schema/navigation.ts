import { integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * One row per menu (header, simple, footer), its tree validated by the navigation schemas on the
 * way in and out, so an editor can change a menu without a deploy.
 */
export const menus = pgTable('menus', {
  key: varchar('key', { length: 20 }).primaryKey(),
  tree: jsonb('tree').notNull(),
  version: integer('version').notNull().default(1),
  ...timestamps,
});
