'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { UserLite } from '@meridian/domain/auth/session';
import { loginPathFor } from '@meridian/domain/auth/login-required';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { useSession } from '@/lib/session/use-session.ts';
import { LoadingStatus } from '@/components/ui/loading-status.tsx';

const askToLogIn = (loginHref: string) => (
  <>
    <a href={loginHref}>Log in</a> to fill in your profile.
  </>
);

/**
 * The profile area is the signed-in learner's (loaded in the browser, never rendered on the server):
 * a visitor is asked to log in, in `signedOut`'s words, and comes back here.
 */
export function SignedInOnly({
  children,
  signedOut = askToLogIn,
}: {
  children: (user: UserLite) => ReactNode;
  signedOut?: (loginHref: string) => ReactNode;
}) {
  const { user, pending } = useSession();
  const pathname = usePathname();
  if (pending) return <LoadingStatus>Loading your profile…</LoadingStatus>;
  if (!user) return <p>{signedOut(loginPathFor(sitePath(pathname)))}</p>;
  return children(user);
}
