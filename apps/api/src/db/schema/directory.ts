import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { experienceCentres } from './appointments.ts';

// Owned by cms/directory (docs/adr/009): students' reviews of the experience centres it lists.

/** Students' reviews of a directory centre; its shown rating is worked out from these, never stored. */
export const directoryReviews = pgTable(
  'directory_reviews',
  {
    id: serial('id').primaryKey(),
    centreId: integer('centre_id')
      .notNull()
      .references(() => experienceCentres.id, { onDelete: 'cascade' }),
    authorName: varchar('author_name', { length: 80 }).notNull(),
    rating: smallint('rating').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    body: text('body').notNull(),
    /**
     * Invented for the sample data (outside production only): shown marked as sample, and never in
     * the structured data, which carries only reviews real people wrote.
     */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [
    index('directory_reviews_centre_idx').on(t.centreId, t.reviewedOn),
    check('directory_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
