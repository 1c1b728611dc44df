import styles from './skeleton.module.css';

/**
 * Where content will be, while it loads: lines of text or a block (a card). Hidden from screen
 * readers; the region loading says so itself (aria-busy, or a status message).
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width,
}: {
  shape?: 'text' | 'block';
  lines?: number;
  width?: string;
}) {
  return (
    <span aria-hidden="true">
      {Array.from({ length: shape === 'text' ? lines : 1 }, (_, i) => (
        <span
          key={i}
          className={`${styles.skeleton} ${styles[shape]}`}
          // The last line of a paragraph is shorter, as text is.
          style={{ width: width ?? (shape === 'text' && lines > 1 && i === lines - 1 ? '60%' : '100%') }}
        />
      ))}
    </span>
  );
}
