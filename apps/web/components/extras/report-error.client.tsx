'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { isFormPage } from '@meridian/domain/extras/interruption-policy';
import { useOnDemand } from '@/lib/on-demand/use-on-demand.ts';
import { Button } from '@/components/ui/button.tsx';
import styles from './extras.module.css';

/**
 * "Report an error" at the end of a content page (not on pages with a form): the button, and the
 * dialog with its form fetched on the first click (few visitors report one, so the form stays out
 * of the page's first load).
 */
export function ReportError() {
  const [dialog, loadDialog] = useOnDemand(() => import('./report-error-dialog.client.tsx'));
  const [opened, setOpened] = useState(0);
  if (isFormPage(usePathname())) return null;
  return (
    <div className={styles.report}>
      Something wrong or out of date on this page?{' '}
      <Button variant="link" onClick={() => void loadDialog().then(() => setOpened((count) => count + 1))}>
        Report an error
      </Button>
      {dialog && opened > 0 && <dialog.ReportErrorDialog opened={opened} />}
    </div>
  );
}
