'use client';

import type { ReactNode } from 'react';
import { refusalOf, type Refusal } from '@/components/ui/query-view.ts';
import { LoginRedirect } from './login-redirect.client.tsx';
import { NotAllowed } from './not-allowed.tsx';

/** A refusal shown: off to log in for an ended session (401), the not-allowed page for 403. */
export function Refused({ refusal, title }: { refusal: Refusal; title: string }) {
  return refusal.state === 'log-in' ? (
    <LoginRedirect />
  ) : (
    <NotAllowed title={title} message={refusal.message} />
  );
}

/**
 * What a staff page shows when the API refused it: the not-allowed page for 403 (`title` says whose
 * page it is), the login page for 401 (an ended session); otherwise the page itself.
 */
export function RefusedAccess(props: { error: unknown; title: string; children: ReactNode }) {
  const refusal = refusalOf(props.error);
  return refusal ? <Refused refusal={refusal} title={props.title} /> : props.children;
}
