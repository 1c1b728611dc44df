'use client';

import Link from 'next/link';
import styles from './failure-screen.module.css';
import { Button } from '@/components/ui/button.tsx';

/**
 * What a visitor sees when a page could not be built: the catalogue's words for why, a way to try
 * again and a way home. Shared by the page-level and the whole-site error pages.
 */
export function FailureScreen(props: { text: string; retry: () => void }) {
  return (
    <section className={styles.failure} aria-labelledby="failure-title">
      <h1 id="failure-title">We could not show this page</h1>
      <p>{props.text}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={props.retry}>
          Try again
        </Button>
        <Link href="/">Go to the study abroad home page</Link>
      </div>
    </section>
  );
}
