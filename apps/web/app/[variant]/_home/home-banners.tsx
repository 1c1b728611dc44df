import { preload } from 'react-dom';
import { BANNER_SIZES, type Banner } from '@meridian/domain/home/schemas';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { CtaLink } from '@/components/layout/cta-link.client.tsx';
import { BannerVideoButton } from './banner-video.client.tsx';
import styles from './home.module.css';

/** Which artwork each viewport shows; the last, without a media query, is the phone's. */
const ART_DIRECTION = [
  { size: 'desktop', media: '(min-width: 768px)' },
  { size: 'tablet', media: '(min-width: 361px) and (max-width: 767px)' },
  { size: 'mobile', media: '(max-width: 360px)' },
] as const;

/**
 * Art-directed banner artwork at the three sizes SPEC.md §2 gives. The files are WebP at those
 * sizes already, a few KB each, so they are served as they are: through the image optimiser the
 * first visitor's banner, the page's LCP element, waited for a resize that saved nothing (Lighthouse
 * counted 2.9 s of load time on a cold cache). Each source carries its own width and height, so the
 * browser reserves the right box before the image arrives (no layout shift); only the source the
 * viewport will use is preloaded, so it starts loading with the HTML.
 */
function BannerPicture({ banner }: { banner: Banner }) {
  const src = (size: keyof typeof BANNER_SIZES) => sitePath(siteRoutes.banner(banner.image, size));
  for (const { size, media } of ART_DIRECTION) {
    preload(src(size), { as: 'image', media, fetchPriority: 'high' });
  }
  return (
    <picture>
      {ART_DIRECTION.slice(0, 2).map(({ size, media }) => (
        <source
          key={size}
          media={media}
          srcSet={src(size)}
          width={BANNER_SIZES[size].width}
          height={BANNER_SIZES[size].height}
        />
      ))}
      <img
        src={src('mobile')}
        width={BANNER_SIZES.mobile.width}
        height={BANNER_SIZES.mobile.height}
        alt={banner.imageAlt}
        className={styles.bannerImage}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}

/** What a banner's button does: follow its link, or open the video player. */
function BannerAction({ banner, promoVideoId }: { banner: Banner; promoVideoId: string | undefined }) {
  if (banner.kind === 'link') {
    return banner.ctaText ? (
      <CtaLink href={banner.href} label={banner.ctaText} className={styles.bannerCta} />
    ) : null;
  }
  const videoId = banner.videoId ?? promoVideoId;
  // A video banner with nothing to play shows its artwork and text only.
  if (!videoId) return null;
  return (
    <BannerVideoButton
      videoId={videoId}
      label={banner.ctaText ?? 'Play video'}
      title={banner.title}
      className={styles.bannerCta}
    />
  );
}

/** Whether a banner has a button to press: a link with its words, or a video to play. */
const hasAction = (banner: Banner, promoVideoId: string | undefined) =>
  banner.kind === 'link' ? Boolean(banner.ctaText) : Boolean(banner.videoId ?? promoVideoId);

/**
 * One banner (issue 32: two near-identical ones, the first without a button, said nothing twice):
 * the first with a button, else the first. `promoVideoId`: what a video banner without its own
 * video plays (PROMO_VIDEO_ID).
 */
export function HomeBanner({
  banners,
  promoVideoId,
}: {
  banners: Banner[];
  promoVideoId: string | undefined;
}) {
  const banner = banners.find((b) => hasAction(b, promoVideoId)) ?? banners[0];
  if (!banner) return null;
  return (
    <section aria-label="Highlight" className={styles.banners}>
      <article className={styles.banner}>
        <BannerPicture banner={banner} />
        <div className={styles.bannerText}>
          <h1>{banner.title}</h1>
          <p>{banner.subtitle}</p>
          <BannerAction banner={banner} promoVideoId={promoVideoId} />
        </div>
      </article>
    </section>
  );
}
