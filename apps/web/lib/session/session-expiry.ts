'use client';

import type { QueryClient } from '@tanstack/react-query';
import { isLoginRequired } from '@meridian/domain/auth/login-required';
import { ApiError } from '@/lib/api/api-error.ts';
import { forgetSession } from './use-session.ts';
import { sendToLogin } from './send-to-login.ts';

/**
 * A call answered `UNAUTHORIZED` means the proxy could not renew the session (the refresh token
 * was refused, and the proxy has cleared the cookies). The person's data is dropped (SPEC.md §4),
 * and on a page only for signed-in people they are sent to log in and back, as the site sends
 * anyone without a session there (issue 29; SPEC.md §4 had them land on the home page).
 */
export function onSessionExpired(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.errorCode !== 'UNAUTHORIZED') return;
  forgetSession(queryClient);
  if (isLoginRequired(window.location.pathname)) sendToLogin();
}
