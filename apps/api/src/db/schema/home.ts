import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { storedImage, timestamps } from './columns.ts';

/**
 * Home banners per region (SPEC.md §2) over responsive artwork: a `link` banner leads to `href`
 * (null while its page does not exist, and then not shown); a `video` banner opens the video
 * player on `video_id`, or on the site's configured promo video when that is null.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    region: varchar('region', { length: 10 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull().default('link'),
    title: varchar('title', { length: 160 }).notNull(),
    subtitle: varchar('subtitle', { length: 300 }).notNull(),
    ctaText: varchar('cta_text', { length: 60 }),
    href: varchar('href', { length: 300 }),
    videoId: varchar('video_id', { length: 11 }),
    image: varchar('image', { length: 60 }).notNull(),
    imageAlt: varchar('image_alt', { length: 200 }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Shown from (null: at once) until (null: for good). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('banners_kind_check', sql`${t.kind} in ('link', 'video')`),
    check('banners_video_id_check', sql`${t.kind} = 'video' or ${t.videoId} is null`),
  ],
);

/** Students' own words about their move, shown on the home page. */
export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  studentName: varchar('student_name', { length: 100 }).notNull(),
  homeCity: varchar('home_city', { length: 80 }).notNull(),
  university: varchar('university', { length: 160 }).notNull(),
  course: varchar('course', { length: 160 }).notNull(),
  destination: varchar('destination', { length: 60 }).notNull(),
  intake: varchar('intake', { length: 40 }).notNull(),
  quote: varchar('quote', { length: 600 }).notNull(),
  /** The student's uploaded photo; null draws their initials. */
  photo: storedImage('photo'),
  /** Invented for the sample data (outside production only), not a student's own words: the page says so. */
  sample: boolean('sample').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
  ...timestamps,
});
