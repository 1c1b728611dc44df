'use client';

import type { ReactNode } from 'react';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

/** One record's editor: its heading, the way back to the list, the form, then its history. */
export function EditorFrame(props: {
  label: string;
  heading: string;
  onClose: () => void;
  children: ReactNode;
  history?: ReactNode;
}) {
  return (
    <section aria-label={props.label} className={styles.section}>
      <div className={styles.row}>
        <h2>{props.heading}</h2>
        <Button variant="link" onClick={props.onClose}>
          Back to the list
        </Button>
      </div>
      {props.children}
      {props.history}
    </section>
  );
}
