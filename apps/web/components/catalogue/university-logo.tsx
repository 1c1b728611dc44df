import type { StoredImage } from '@meridian/domain/content/media';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { MediaImage } from '@/components/ui/media-image.tsx';
import styles from './catalogue.module.css';

/**
 * The university's logo at a fixed size, so the text beside it never moves when it loads: the one
 * an editor uploaded, else the crest drawn from its name (each university's its own).
 */
export function UniversityLogo({
  university,
  size,
  priority = false,
}: {
  university: { slug: string; name: string; logo?: StoredImage | null };
  size: 40 | 72;
  priority?: boolean;
}) {
  const alt = `${university.name} logo`;
  if (university.logo) {
    return (
      <MediaImage
        className={styles.logo}
        image={university.logo}
        alt={alt}
        sizes={`${size}px`}
        width={size}
        height={size}
        priority={priority}
      />
    );
  }
  return (
    // A generated SVG needs no resizing or format negotiation, which is all next/image would add.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.logo}
      src={sitePath(siteRoutes.universityLogo(university.slug))}
      width={size}
      height={size}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
