import { doublePrecision, pgTable, varchar } from 'drizzle-orm/pg-core';

// A reference table (docs/adr/009): imported with the content, read by the directory and the centres.

/** Indian cities of the consultant and IELTS coaching directories (destination cities are in catalogue.ts). */
export const directoryCities = pgTable('directory_cities', {
  slug: varchar('slug', { length: 80 }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  state: varchar('state', { length: 80 }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
