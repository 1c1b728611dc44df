import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { StoredImage } from '@meridian/domain/content/media';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { banners, testimonials } from '#api/db/schema/home.ts';

/** The region's published banners running at `now`. */
export async function listBanners(db: Db, region: string, now: Date) {
  return db
    .select({
      id: banners.id,
      kind: banners.kind,
      title: banners.title,
      subtitle: banners.subtitle,
      ctaText: banners.ctaText,
      href: banners.href,
      videoId: banners.videoId,
      image: banners.image,
      imageAlt: banners.imageAlt,
    })
    .from(banners)
    .where(
      and(
        eq(banners.region, region),
        eq(banners.enabled, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

export async function listTestimonials(db: Db) {
  return db
    .select({
      id: testimonials.id,
      studentName: testimonials.studentName,
      homeCity: testimonials.homeCity,
      university: testimonials.university,
      course: testimonials.course,
      destination: testimonials.destination,
      intake: testimonials.intake,
      quote: testimonials.quote,
      photo: testimonials.photo,
      sample: testimonials.sample,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

export async function findTestimonialPhoto(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ photo: testimonials.photo })
    .from(testimonials)
    .where(eq(testimonials.id, id));
  return row;
}

export async function updateTestimonialPhoto(
  tx: Tx,
  id: number,
  photo: StoredImage | null,
): Promise<boolean> {
  const rows = await tx
    .update(testimonials)
    .set({ photo })
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}
