import type { ImageBlock } from '@meridian/domain/content/blocks';
import { MEDIA_WIDTHS } from '@meridian/domain/content/media-sizes';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from './content.module.css';

const url = (mediaId: string, width: number) => sitePath(siteRoutes.media(mediaId, width));

/** An uploaded picture at the width the screen needs (each breakpoint width is stored). */
export function ContentImage({ image }: { image: ImageBlock }) {
  return (
    <figure className={styles.figure}>
      {/* The API already stores each breakpoint width as WebP; next/image would resize them again. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={url(image.mediaId, MEDIA_WIDTHS[1])}
        srcSet={MEDIA_WIDTHS.map((width) => `${url(image.mediaId, width)} ${width}w`).join(', ')}
        sizes="(max-width: 800px) 100vw, 760px"
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
      />
    </figure>
  );
}
