import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from './catalogue.module.css';

/** The university's crest at a fixed size, so the text beside it never moves when it loads. */
export function UniversityLogo({
  university,
  size,
  priority = false,
}: {
  university: { slug: string; name: string };
  size: 40 | 72;
  priority?: boolean;
}) {
  return (
    // A generated SVG needs no resizing or format negotiation, which is all next/image would add.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.logo}
      src={sitePath(siteRoutes.universityLogo(university.slug))}
      width={size}
      height={size}
      alt={`${university.name} logo`}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
