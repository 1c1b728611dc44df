import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ContentBody } from '@meridian/domain/content/blocks';
import type { Faq } from '@meridian/domain/faq';
import { timestamps } from './columns.ts';
import { leads } from './lead.ts';

// Editorial content of issue 5: articles, exams, knowledge base, e-books, scholarships,
// directories and page-builder pages. Bodies are `ContentBody` blocks, parsed on the way in and out.

export const authors = pgTable('authors', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  role: varchar('role', { length: 160 }).notNull(),
  bio: text('bio').notNull(),
  expertise: text('expertise').array().notNull(),
});

export const articleCategories = pgTable('article_categories', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    title: varchar('title', { length: 160 }).notNull(),
    summary: varchar('summary', { length: 400 }).notNull(),
    categorySlug: varchar('category_slug', { length: 160 })
      .notNull()
      .references(() => articleCategories.slug),
    authorSlug: varchar('author_slug', { length: 160 })
      .notNull()
      .references(() => authors.slug),
    tags: text('tags').array().notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    faqs: jsonb('faqs').$type<Faq[]>().notNull(),
    readMinutes: smallint('read_minutes').notNull(),
    /** Lower is more trending; null when the article is not in the trending set. */
    trendingRank: smallint('trending_rank'),
    publishedOn: date('published_on').notNull(),
    updatedOn: date('updated_on').notNull(),
    ...timestamps,
  },
  (t) => [
    index('articles_category_published_idx').on(t.categorySlug, t.publishedOn),
    index('articles_author_published_idx').on(t.authorSlug, t.publishedOn),
    index('articles_tags_idx').using('gin', t.tags),
  ],
);

export const exams = pgTable('exams', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  fullName: varchar('full_name', { length: 200 }).notNull(),
  kind: varchar('kind', { length: 10 }).$type<'main' | 'other'>().notNull(),
  heading: varchar('heading', { length: 200 }).notNull(),
  intro: text('intro').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const examPages = pgTable(
  'exam_pages',
  {
    id: serial('id').primaryKey(),
    examSlug: varchar('exam_slug', { length: 160 })
      .notNull()
      .references(() => exams.slug, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 160 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 400 }).notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    sortOrder: smallint('sort_order').notNull(),
    updatedOn: date('updated_on').notNull(),
  },
  (t) => [uniqueIndex('exam_pages_exam_slug_idx').on(t.examSlug, t.slug)],
);

export const kbTopics = pgTable('kb_topics', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  intro: text('intro').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const kbCategories = pgTable(
  'kb_categories',
  {
    id: serial('id').primaryKey(),
    topicSlug: varchar('topic_slug', { length: 160 })
      .notNull()
      .references(() => kbTopics.slug, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 160 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [uniqueIndex('kb_categories_topic_slug_idx').on(t.topicSlug, t.slug)],
);

export const kbQuestions = pgTable(
  'kb_questions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => kbCategories.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 160 }).notNull(),
    question: varchar('question', { length: 300 }).notNull(),
    shortAnswer: text('short_answer').notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    updatedOn: date('updated_on').notNull(),
  },
  (t) => [uniqueIndex('kb_questions_category_slug_idx').on(t.categoryId, t.slug)],
);

export const ebookCategories = pgTable('ebook_categories', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const ebooks = pgTable('ebooks', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 160 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  summary: varchar('summary', { length: 400 }).notNull(),
  categorySlug: varchar('category_slug', { length: 160 })
    .notNull()
    .references(() => ebookCategories.slug),
  downloads: integer('downloads').notNull().default(0),
  isFeatured: boolean('is_featured').notNull().default(false),
  isNewlyAdded: boolean('is_newly_added').notNull().default(false),
  highlights: text('highlights').array().notNull(),
  body: jsonb('body').$type<ContentBody>().notNull(),
  publishedOn: date('published_on').notNull(),
  ...timestamps,
});

/** Indian cities of the consultant and IELTS coaching directories (destination cities are in catalogue.ts). */
export const directoryCities = pgTable('directory_cities', {
  slug: varchar('slug', { length: 80 }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  state: varchar('state', { length: 80 }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const directoryListings = pgTable(
  'directory_listings',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).$type<'consultant' | 'ielts-coaching'>().notNull(),
    citySlug: varchar('city_slug', { length: 80 })
      .notNull()
      .references(() => directoryCities.slug),
    name: varchar('name', { length: 160 }).notNull(),
    streetAddress: varchar('street_address', { length: 240 }).notNull(),
    locality: varchar('locality', { length: 120 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    services: text('services').array().notNull(),
  },
  (t) => [
    index('directory_listings_kind_city_idx').on(t.kind, t.citySlug),
    check('directory_listings_kind_check', sql`${t.kind} in ('consultant', 'ielts-coaching')`),
  ],
);

/** Students' reviews of a directory centre; its shown rating is worked out from these, never stored. */
export const directoryReviews = pgTable(
  'directory_reviews',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => directoryListings.id, { onDelete: 'cascade' }),
    authorName: varchar('author_name', { length: 80 }).notNull(),
    rating: smallint('rating').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    index('directory_reviews_listing_idx').on(t.listingId, t.reviewedOn),
    check('directory_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const scholarships = pgTable('scholarships', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  provider: varchar('provider', { length: 200 }).notNull(),
  countrySlug: varchar('country_slug', { length: 40 }).notNull(),
  countryName: varchar('country_name', { length: 80 }).notNull(),
  levels: text('levels').array().notNull(),
  annualValueInr: integer('annual_value_inr').notNull(),
  valueText: text('value_text').notNull(),
  coverage: text('coverage').notNull(),
  deadlineText: text('deadline_text').notNull(),
  eligibility: text('eligibility').notNull(),
  articleSlug: varchar('article_slug', { length: 160 }),
  officialUrl: varchar('official_url', { length: 300 }).notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const staticPages = pgTable('static_pages', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  description: varchar('description', { length: 300 }).notNull(),
  body: jsonb('body').$type<ContentBody>().notNull(),
  published: boolean('published').notNull().default(true),
  updatedOn: date('updated_on').notNull(),
});

export const accommodationListings = pgTable(
  'accommodation_listings',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    citySlug: varchar('city_slug', { length: 80 }).notNull(),
    cityName: varchar('city_name', { length: 80 }).notNull(),
    countryName: varchar('country_name', { length: 80 }).notNull(),
    nearUniversity: varchar('near_university', { length: 200 }).notNull(),
    distanceKm: real('distance_km').notNull(),
    roomType: varchar('room_type', { length: 80 }).notNull(),
    weeklyRentMinor: integer('weekly_rent_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    billsIncluded: boolean('bills_included').notNull(),
    features: text('features').array().notNull(),
  },
  (t) => [index('accommodation_listings_city_idx').on(t.citySlug)],
);

/**
 * What an accommodation enquiry asked beyond the lead itself: which listing and from when. The
 * person is a lead of the lead service (source `accommodation`).
 */
export const accommodationEnquiries = pgTable(
  'accommodation_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    listingId: integer('listing_id')
      .notNull()
      .references(() => accommodationListings.id),
    moveInMonth: varchar('move_in_month', { length: 7 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accommodation_enquiries_listing_idx').on(t.listingId, t.createdAt)],
);

/** What a contact-us message said; the person is a lead of the lead service (source `contact-us:{topic}`). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    topic: varchar('topic', { length: 40 }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_lead_idx').on(t.leadId)],
);
