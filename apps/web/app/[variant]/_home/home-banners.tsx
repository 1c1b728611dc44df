import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { BANNER_SIZES, type Banner } from '@meridian/domain/home/schemas';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { CtaLink } from '@/components/layout/cta-link.client.tsx';
import { BannerVideoButton } from './banner-video.client.tsx';
import styles from './home.module.css';

/**
 * Art-directed banner artwork at the three sizes SPEC.md §2 gives. Each source carries its own
 * width and height, so the browser reserves the right box before the image arrives (no layout
 * shift); the banner is the LCP image and is preloaded.
 */
function BannerPicture({ banner }: { banner: Banner }) {
  const common = { alt: banner.imageAlt, sizes: '100vw', quality: 75 };
  const image = (size: keyof typeof BANNER_SIZES) =>
    getImageProps({
      ...common,
      ...BANNER_SIZES[size],
      src: sitePath(siteRoutes.banner(banner.image, size)),
    }).props;
  const desktop = image('desktop');
  const tablet = image('tablet');
  const mobile = image('mobile');
  // Preload only the source the viewport will use, so the LCP image starts loading with the HTML.
  const sources = [
    [desktop, '(min-width: 768px)'],
    [tablet, '(min-width: 361px) and (max-width: 767px)'],
    [mobile, '(max-width: 360px)'],
  ] as const;
  for (const [source, media] of sources) {
    preload(source.src, {
      as: 'image',
      imageSrcSet: source.srcSet,
      imageSizes: '100vw',
      media,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source
        media="(min-width: 768px)"
        srcSet={desktop.srcSet}
        width={desktop.width}
        height={desktop.height}
      />
      <source media="(min-width: 361px)" srcSet={tablet.srcSet} width={tablet.width} height={tablet.height} />
      <img
        {...mobile}
        alt={banner.imageAlt}
        className={styles.bannerImage}
        loading="eager"
        fetchPriority="high"
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
