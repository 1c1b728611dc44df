'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { ApiError } from '@/lib/api/api-error.ts';
import { NotAllowed } from './not-allowed.tsx';

/** Sends a visitor whose session ended to log in, and back to this page (its filters too) after. */
function LoginRedirect() {
  const router = useRouter();
  useEffect(() => {
    router.replace(siteRoutes.login(window.location.pathname + window.location.search));
  }, [router]);
  return <p aria-busy="true">Taking you to log in…</p>;
}

/**
 * What a staff page shows when the API refused it: the not-allowed page for 403 (`title` says whose
 * page it is), the login page for 401 (an ended session); otherwise the page itself.
 */
export function RefusedAccess(props: { error: unknown; title: string; children: ReactNode }) {
  const { error, title, children } = props;
  if (error instanceof ApiError && error.status === 401) return <LoginRedirect />;
  if (error instanceof ApiError && error.status === 403)
    return <NotAllowed title={title} message={error.message} />;
  return children;
}
