import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a list with nothing in it says, and where to go from there: never a dead end. */
export function EmptyState(props: {
  title: string;
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const Heading = `h${props.headingLevel ?? 2}` as const;
  return (
    <div className={styles.empty}>
      <Heading className={styles.title}>{props.title}</Heading>
      {props.children && <div className={styles.body}>{props.children}</div>}
      {props.actions && <div className={styles.actions}>{props.actions}</div>}
    </div>
  );
}
