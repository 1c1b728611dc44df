import { z } from 'zod';
import { StoredImage } from '../content/media.ts';
import { CountryLite } from '../destination-schemas.ts';
import { UniversitySummary } from '../country/schemas.ts';
import { YOUTUBE_VIDEO_ID } from '../youtube-video-id.ts';

/** The home sections SPEC.md §2 lists; a region's configuration may hide any of them. */
export const HOME_SECTIONS = [
  'banners',
  'quick-countries',
  'programs',
  'top-universities',
  'exams',
  'articles',
  'calculators',
  'webinars',
  'testimonials',
  'events',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Sizes SPEC.md §2 gives for banners: mobile, tablet, desktop. */
export const BANNER_SIZES = {
  mobile: { width: 360, height: 130 },
  tablet: { width: 767, height: 250 },
  desktop: { width: 1366, height: 460 },
} as const;

export const YouTubeVideoId = z.string().regex(YOUTUBE_VIDEO_ID, 'must be an 11-character YouTube video id');

const BannerFields = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** The button's text; a link banner without one shows no button. */
  ctaText: z.string().nullable(),
  /** Artwork set under /banners/{image}-{mobile|tablet|desktop}.webp. */
  image: z.string(),
  imageAlt: z.string(),
});

/** SPEC.md §2: a banner is either a link (to the accelerator programs) or a video. */
export const BANNER_KINDS = ['link', 'video'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export const Banner = z.discriminatedUnion('kind', [
  BannerFields.extend({ kind: z.literal('link'), href: z.string().startsWith('/') }),
  /** `videoId` null: the site's configured promo video plays. */
  BannerFields.extend({ kind: z.literal('video'), videoId: YouTubeVideoId.nullable() }),
]);
export type Banner = z.infer<typeof Banner>;

export const Testimonial = z.object({
  id: z.number().int(),
  studentName: z.string(),
  homeCity: z.string(),
  university: z.string(),
  course: z.string(),
  destination: z.string(),
  intake: z.string(),
  quote: z.string(),
  /** The student's uploaded photo (null: their initials). */
  photo: StoredImage.nullable(),
  /** Invented for the sample data outside production, not a student's words: the page marks it so. */
  sample: z.boolean(),
});
export type Testimonial = z.infer<typeof Testimonial>;

export const HomeExam = z.object({
  slug: z.string(),
  name: z.string(),
  /** The registration fee as the exam's fee page states it, when it does. */
  fee: z.string().optional(),
  facts: z.array(z.string()),
});

export const TopUniversity = UniversitySummary.extend({ countrySlug: z.string(), countryName: z.string() });
export type TopUniversity = z.infer<typeof TopUniversity>;

/** GET /cms/home: everything the home page shows, already filtered for the region. */
export const HomeResponse = z
  .object({
    banners: z.array(Banner),
    quickCountries: z.array(CountryLite),
    topUniversities: z.array(TopUniversity),
    exams: z.array(HomeExam),
    testimonials: z.array(Testimonial),
  })
  .meta({ id: 'HomeResponse' });
export type HomeResponse = z.infer<typeof HomeResponse>;

/** `GET /cms/admin/testimonials`: every testimonial, as the home page shows them, for their photos. */
export const TestimonialList = z.object({ items: z.array(Testimonial) }).meta({ id: 'TestimonialList' });
export type TestimonialList = z.infer<typeof TestimonialList>;
