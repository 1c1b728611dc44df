'use client';

import { useState } from 'react';
import type { EventCheckIn } from '@meridian/domain/events/schemas';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { ApiError } from '@/lib/api/api-error.ts';
import { checkInVisitor } from '@/lib/api/event-check-in.ts';
import { FormAlert } from '@/components/forms/fields.tsx';
import styles from '@/components/forms/form.module.css';
import { Button } from '@/components/ui/button.tsx';

/** What the desk is told when a pass cannot be used. */
function refusal(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The pass could not be checked. Please try again.';
  if (error.status === 403) return 'Only event staff can check visitors in.';
  if (error.status === 410) return 'This pass has expired.';
  if (error.status === 404) return 'This pass is not valid.';
  return error.message;
}

/** One button, so opening a pass never checks anyone in by itself. */
export function CheckInDesk({ token }: { token: string }) {
  const [done, setDone] = useState<EventCheckIn>();
  const [alert, setAlert] = useState<string>();
  const [pending, setPending] = useState(false);

  if (done) {
    return (
      <p role="status" className={styles.success}>
        {done.firstTime ? 'Checked in' : 'Already checked in'}: {done.name}, {done.event.title}, at{' '}
        {formatIstDateTime(done.checkedInAt)}.
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Button
        variant="primary"
        disabled={pending}
        onClick={() => {
          setPending(true);
          checkInVisitor(token)
            .then(setDone, (error: unknown) => setAlert(refusal(error)))
            .finally(() => setPending(false));
        }}
      >
        Check in this visitor
      </Button>
    </div>
  );
}
