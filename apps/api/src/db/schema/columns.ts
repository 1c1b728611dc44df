import { customType, timestamp, varchar } from 'drizzle-orm/pg-core';
import { mediaMarkdownSource, parseMediaSource, type StoredImage } from '@meridian/domain/content/media';
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

/**
 * An uploaded picture a record shows (a logo, a photo), stored as its media source
 * (`/media/{id}/{w}x{h}`, as Markdown names pictures) and read back as the picture pages draw.
 */
export const storedImage = customType<{ data: StoredImage; driverData: string }>({
  dataType: () => 'varchar(200)',
  toDriver: ({ mediaId, width, height }) => mediaMarkdownSource({ id: mediaId, width, height }),
  fromDriver: (source) => {
    const image = parseMediaSource(source);
    if (!image) throw new Error(`not a media source: ${source}`);
    return image;
  },
});
