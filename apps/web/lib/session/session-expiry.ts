'use client';

import type { QueryClient } from '@tanstack/react-query';
import { isLoginRequired } from '@meridian/domain/auth/login-required';
import { ApiError } from '@/lib/api/api-error.ts';
import { forgetSession } from './use-session.ts';
import { sendToLogin } from './send-to-login.ts';

/**
 * A call answered `UNAUTHORIZED` means the proxy could not renew the session (the refresh token
 * was refused, and the proxy has cleared the cookies). The person's data is dropped (SPEC.md §4).
 * On a page only for signed-in people they are sent to log in and back to it, as the site sends
 * anyone there without a session, rather than to the home page, where they would lose their place.
 */
export function onSessionExpired(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.errorCode !== 'UNAUTHORIZED') return;
  forgetSession(queryClient);
  if (isLoginRequired(window.location.pathname)) sendToLogin();
}
