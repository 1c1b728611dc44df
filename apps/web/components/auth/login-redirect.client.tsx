'use client';

import { useEffect } from 'react';
import { sendToLogin } from '@/lib/session/send-to-login.ts';
import { LoadingStatus } from '@/components/ui/loading-status.tsx';

/** What a page whose session has ended shows while it sends the visitor to log in. */
export function LoginRedirect() {
  useEffect(sendToLogin, []);
  return <LoadingStatus>Taking you to log in…</LoadingStatus>;
}
