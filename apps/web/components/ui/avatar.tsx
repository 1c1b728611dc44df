import type { CSSProperties } from 'react';
import type { StoredImage } from '@meridian/domain/content/media';
import { personInitials, monogramColour } from '@meridian/domain/catalogue/university-monogram';
import { MediaImage } from './media-image.tsx';
import styles from './avatar.module.css';

/**
 * A person's face: their uploaded photo, or their initials on a colour of their own. Decorative
 * beside their name (the default), or named with `alt` where the picture stands alone.
 */
export function Avatar({
  name,
  photo,
  size,
  alt = '',
}: {
  name: string;
  photo: StoredImage | null;
  size: 24 | 32 | 48 | 64;
  alt?: string;
}) {
  const box = { width: size, height: size };
  if (photo) {
    return <MediaImage image={photo} alt={alt} sizes={`${size}px`} {...box} className={styles.avatar} />;
  }
  const style = { ...box, fontSize: size * 0.4, '--avatar-bg': monogramColour(name) } as CSSProperties;
  return (
    <span
      className={styles.avatar}
      style={style}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {personInitials(name)}
    </span>
  );
}
