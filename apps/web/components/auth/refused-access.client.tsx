'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { ApiError } from '@/lib/api/api-error.ts';

/** Sends a visitor whose session ended to log in, and back to this page (its filters too) after. */
function LoginRedirect() {
  const router = useRouter();
  useEffect(() => {
    router.replace(siteRoutes.login(window.location.pathname + window.location.search));
  }, [router]);
  return <p aria-busy="true">Taking you to log in…</p>;
}

/** The site's own page for someone signed in without the permission a staff page needs. */
function NotAllowed({ message }: { message: string }) {
  return (
    <section aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">This page is for our counsellors</h1>
      <p>{message}</p>
      <ul>
        <li>
          <Link href={siteRoutes.profile()}>Go to your profile</Link>
        </li>
        <li>
          <Link href={siteRoutes.home()}>Study abroad home</Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * What a staff page shows when the API refused it: the not-allowed page for 403 (with the
 * catalogue's words naming the support address), the login page for 401 (an ended session);
 * otherwise the page itself.
 */
export function RefusedAccess({ error, children }: { error: unknown; children: ReactNode }) {
  if (error instanceof ApiError && error.status === 401) return <LoginRedirect />;
  if (error instanceof ApiError && error.status === 403) return <NotAllowed message={error.message} />;
  return children;
}
