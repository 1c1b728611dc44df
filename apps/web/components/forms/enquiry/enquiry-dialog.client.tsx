'use client';

import { forwardRef, useId, type ReactNode } from 'react';
import styles from '@/components/extras/extras.module.css';

/**
 * A modal enquiry popup on the native dialog: the browser keeps focus inside it, Escape closes it
 * and focus returns to what opened it. `onClose` runs however it was closed.
 */
export const EnquiryDialog = forwardRef<
  HTMLDialogElement,
  { heading: string; intro: string; onClose: () => void; children: ReactNode }
>(function EnquiryDialog({ heading, intro, onClose, children }, ref) {
  const headingId = useId();
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={headingId} onClose={onClose}>
      <h2 id={headingId}>{heading}</h2>
      <p>{intro}</p>
      {children}
      <button
        type="button"
        className={styles.dialogClose}
        onClick={(event) => event.currentTarget.closest('dialog')?.close()}
      >
        Close
      </button>
    </dialog>
  );
});
