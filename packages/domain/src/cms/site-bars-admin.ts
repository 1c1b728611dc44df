import { z } from 'zod';
import { BAR_KINDS } from '../extras/schemas.ts';
import { BANNER_KINDS, YouTubeVideoId } from '../home/schemas.ts';
import { Region } from '../region/regions.ts';
import { PublishStatus } from './publishing.ts';

const Text = (min: number, max: number) => z.string().trim().min(min).max(max);
const Instant = z.iso.datetime({ offset: true }).nullable();

/** When a published banner or bar shows: from `startsAt` (or now) until `endsAt` (or for good). */
const ActiveWindow = z.object({ startsAt: Instant, endsAt: Instant });
const endsAfterStart = (window: z.infer<typeof ActiveWindow>) =>
  !window.startsAt || !window.endsAt || Date.parse(window.endsAt) > Date.parse(window.startsAt);
const ENDS_AFTER_START = { message: 'must be after the start', path: ['endsAt'] };

/** A banner's or bar's link: a site path, an https address, or a phone number to call. */
const BarHref = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/\S*|https:\/\/\S+|tel:\+?\d{6,15})$/, 'must be a site path, an https address or tel: number');

/**
 * POST /cms/admin/site-bars, PUT /cms/admin/site-bars/{id}: the hello bar (India only, SPEC.md §1),
 * the custom bar or a ticker line. `region` is one region or `all`; `paths` the pages it shows on
 * (empty: everywhere). `status` draft takes it off the site.
 */
const SiteBarFields = ActiveWindow.extend({
  kind: z.enum(BAR_KINDS),
  region: z.union([Region, z.literal('all')]),
  message: Text(5, 300),
  ctaText: Text(2, 60).nullable(),
  href: BarHref.nullable(),
  paths: z.array(z.string().regex(/^\/[^\s?#]*$/, 'must be a site path starting with /')).max(30),
  sortOrder: z.number().int().min(0).max(999),
  status: PublishStatus,
});
export const SiteBarInput = SiteBarFields.refine(endsAfterStart, ENDS_AFTER_START);
export type SiteBarInput = z.infer<typeof SiteBarInput>;

export const AdminSiteBar = SiteBarFields.extend({ id: z.number().int() }).meta({ id: 'AdminSiteBar' });
export type AdminSiteBar = z.infer<typeof AdminSiteBar>;

export const AdminSiteBarList = z.object({ items: z.array(AdminSiteBar) }).meta({ id: 'AdminSiteBarList' });
export type AdminSiteBarList = z.infer<typeof AdminSiteBarList>;

/**
 * POST /cms/admin/banners, PUT /cms/admin/banners/{id}: a home banner of one region (SPEC.md §2)
 * over one of the artwork sets under `/banners/{image}-{size}.webp`.
 */
const BannerFields = ActiveWindow.extend({
  region: Region,
  kind: z.enum(BANNER_KINDS),
  title: Text(5, 160),
  subtitle: Text(5, 300),
  ctaText: Text(2, 60).nullable(),
  /** A link banner's page; a video banner has none. */
  href: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/\S*$/, 'must be a site path starting with /')
    .nullable(),
  /** A video banner's YouTube id; null plays the site's promo video. */
  videoId: YouTubeVideoId.nullable(),
  image: z.enum(['default', 'vn', 'sa']),
  imageAlt: Text(5, 200),
  sortOrder: z.number().int().min(0).max(999),
  status: PublishStatus,
});
export const BannerInput = BannerFields.refine(endsAfterStart, ENDS_AFTER_START)
  .refine((banner) => banner.kind === 'link' || (banner.href === null && banner.ctaText !== null), {
    message: 'a video banner has no link; it needs a button text',
    path: ['href'],
  })
  .refine((banner) => banner.kind === 'video' || banner.videoId === null, {
    message: 'only a video banner has a video',
    path: ['videoId'],
  });
export type BannerInput = z.infer<typeof BannerInput>;

export const AdminBanner = BannerFields.extend({ id: z.number().int() }).meta({ id: 'AdminBanner' });
export type AdminBanner = z.infer<typeof AdminBanner>;

export const AdminBannerList = z.object({ items: z.array(AdminBanner) }).meta({ id: 'AdminBannerList' });
export type AdminBannerList = z.infer<typeof AdminBannerList>;
