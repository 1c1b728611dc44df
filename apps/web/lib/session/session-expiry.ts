'use client';

import type { QueryClient } from '@tanstack/react-query';
import { HOME_PATH } from '@meridian/domain/auth/redirect-target';
import { inPathList } from '@meridian/domain/extras/path-list';
import { ApiError } from '@/lib/api/api-error.ts';
import { forgetSession } from './use-session.ts';

/**
 * A call answered `UNAUTHORIZED` means the proxy could not renew the session (the refresh token
 * was refused, and the proxy has cleared the cookies). SPEC.md §4: the person's data is dropped,
 * and a person in the profile area is sent to the home page.
 */
export function onSessionExpired(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.errorCode !== 'UNAUTHORIZED') return;
  forgetSession(queryClient);
  if (inPathList(window.location.pathname, ['/profile'])) window.location.assign(HOME_PATH);
}
