import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './chip.module.css';

/**
 * A short label: a chosen filter, a date or time to pick. Removable by a link (`removeHref`, which
 * needs no script: a filter chip drops its filter) or by `onRemove`; pickable by `onSelect`, where
 * `selected` says whether it is on (aria-pressed).
 */
export function Chip(props: {
  children: ReactNode;
  selected?: boolean;
  onSelect?: () => void;
  /** What the remove control says to a screen reader, e.g. `Remove filter: Germany`. */
  removeLabel?: string;
  removeHref?: string;
  onRemove?: () => void;
}) {
  const removeLabel = props.removeLabel ?? 'Remove';
  if (props.onSelect) {
    return (
      <button
        type="button"
        className={styles.chip}
        aria-pressed={props.selected ?? false}
        onClick={props.onSelect}
      >
        {props.children}
      </button>
    );
  }
  return (
    <span className={[styles.chip, props.selected && styles.selected].filter(Boolean).join(' ')}>
      {props.children}
      {props.removeHref !== undefined && (
        <Link href={props.removeHref} className={styles.remove} aria-label={removeLabel} title={removeLabel}>
          <span aria-hidden="true">×</span>
        </Link>
      )}
      {props.onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={removeLabel}
          title={removeLabel}
          onClick={props.onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </span>
  );
}
