import type { StoredImage } from '@meridian/domain/content/media';
import { MEDIA_WIDTHS } from '@meridian/domain/content/media-sizes';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';

const url = (mediaId: string, width: number) => sitePath(siteRoutes.media(mediaId, width));

/** Each stored width once: a picture narrower than a breakpoint is stored there at its own width. */
function srcSet(image: StoredImage): string {
  const widths = new Map<number, number>();
  for (const stored of MEDIA_WIDTHS) {
    const drawn = Math.min(stored, image.width);
    if (!widths.has(drawn)) widths.set(drawn, stored);
  }
  return [...widths].map(([drawn, stored]) => `${url(image.mediaId, stored)} ${drawn}w`).join(', ');
}

/**
 * An uploaded picture at the width the screen needs: the API stores each breakpoint width as WebP
 * at its own address, kept a year, so next/image would only resize them again. `width`/`height`
 * are the box it is drawn in (the picture keeps its proportions inside it with `object-fit`).
 */
export function MediaImage({
  image,
  alt,
  sizes,
  width,
  height,
  className,
  priority = false,
}: {
  image: StoredImage;
  alt: string;
  /** The `sizes` of the box, e.g. `72px` or `(max-width: 800px) 100vw, 760px`. */
  sizes: string;
  width?: number;
  height?: number;
  className?: string;
  priority?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className}
      src={url(image.mediaId, MEDIA_WIDTHS[0])}
      srcSet={srcSet(image)}
      sizes={sizes}
      width={width ?? image.width}
      height={height ?? image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
