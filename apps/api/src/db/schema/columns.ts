import { timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PublishStatus } from '@meridian/domain/cms/publishing';

/** created_at / updated_at, both UTC. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Readers see a page once it is published and `publish_at` has passed (a later one is scheduled). */
export const publishing = {
  status: varchar('status', { length: 20 }).$type<PublishStatus>().notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
};
