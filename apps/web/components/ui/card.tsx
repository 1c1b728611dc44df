import type { ReactNode } from 'react';
import styles from './card.module.css';

/** A framed block of content (a course, a package, a summary); cards in one grid row share a height. */
export function Card(props: {
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  padding?: 'normal' | 'compact';
  raised?: boolean;
  className?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}) {
  const Tag = props.as ?? 'div';
  const className = [
    styles.card,
    props.padding === 'compact' && styles.compact,
    props.raised && styles.raised,
    props.className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag className={className} aria-labelledby={props['aria-labelledby']}>
      {props.children}
    </Tag>
  );
}

/** The card's actions, kept at its bottom edge. */
export function CardFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
