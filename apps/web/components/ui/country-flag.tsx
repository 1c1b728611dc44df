import { flagCodeOf } from '@meridian/domain/destination-list';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from './country-flag.module.css';

/**
 * A destination's flag (3:2), `height` px tall. Beside the country's name it is decorative and
 * hidden from screen readers; alone, pass `alt` (`Flag of Canada`). Nothing for `other`.
 */
export function CountryFlag({
  country,
  height,
  alt = '',
  className,
}: {
  country: { iso3?: string; slug?: string };
  height: number;
  alt?: string;
  className?: string;
}) {
  const code = flagCodeOf(country);
  if (!code) return null;
  return (
    // A flag is a small fixed SVG: next/image would add nothing but script.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className ? `${styles.flag} ${className}` : styles.flag}
      src={sitePath(siteRoutes.flag(code))}
      width={Math.round((height * 3) / 2)}
      height={height}
      alt={alt}
      aria-hidden={alt ? undefined : true}
      loading="lazy"
      decoding="async"
    />
  );
}
