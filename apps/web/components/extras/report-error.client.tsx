'use client';

import { useState } from 'react';
import { useOnDemand } from '@/lib/on-demand/use-on-demand.ts';
import styles from './extras.module.css';

/**
 * "Report an error" on every page: the button, and the dialog with its form fetched on the first
 * click (few visitors report one, so the form stays out of the page's first load).
 */
export function ReportError() {
  const [dialog, loadDialog] = useOnDemand(() => import('./report-error-dialog.client.tsx'));
  const [opened, setOpened] = useState(0);
  return (
    <>
      <button
        type="button"
        className={styles.reportButton}
        onClick={() => void loadDialog().then(() => setOpened((count) => count + 1))}
      >
        Report an error
      </button>
      {dialog && opened > 0 && <dialog.ReportErrorDialog opened={opened} />}
    </>
  );
}
