import type { ReactNode } from 'react';
import styles from './sample-note.module.css';

/**
 * Says that what it introduces is sample data of a demo site (generated courses, invented people
 * and their words), never imported in production: a visitor must not take it for real.
 */
export function SampleNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className={styles.sampleNote}>
      {children}
    </p>
  );
}
