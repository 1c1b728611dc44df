import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { CountryContent } from '@meridian/domain/country/schemas';
import { timestamps } from './columns.ts';
import { destinations } from './catalogue.ts';

// Owned by pathway (docs/adr/008): the country pages of each destination.

/** Editorial page of a destination; the shape is validated by `CountryContent` on the way in and out. */
export const countryPages = pgTable('country_pages', {
  iso3: varchar('iso3', { length: 5 })
    .primaryKey()
    .references(() => destinations.iso3, { onDelete: 'cascade' }),
  content: jsonb('content').$type<CountryContent>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  ...timestamps,
});
