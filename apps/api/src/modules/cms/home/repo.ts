import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { banners, testimonials } from '../../../db/schema/home.ts';
import { destinations, universities } from '../../../db/schema/catalogue.ts';

export async function listBanners(db: Db, region: string) {
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
    .where(and(eq(banners.region, region), eq(banners.enabled, true)))
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
    })
    .from(testimonials)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

/** The best-ranked universities across all destinations. */
export async function listWorldTopUniversities(db: Db, limit: number) {
  return db
    .select({
      id: universities.id,
      slug: universities.slug,
      name: universities.name,
      city: universities.city,
      worldRanking: universities.worldRanking,
      rankingSource: universities.rankingSource,
      countrySlug: destinations.slug,
      countryName: destinations.name,
    })
    .from(universities)
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
    .where(sql`${universities.worldRanking} is not null`)
    .orderBy(asc(universities.worldRanking), asc(universities.name))
    .limit(limit);
}
