'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { UserLite } from '@meridian/domain/auth/schemas';
import { loginPathFor } from '@meridian/domain/auth/login-required';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { useSession } from '@/lib/session/use-session.ts';

/** The profile forms are the signed-in learner's: a visitor is asked to log in and comes back here. */
export function SignedInOnly({ children }: { children: (user: UserLite) => ReactNode }) {
  const { user, pending } = useSession();
  const pathname = usePathname();
  if (pending) return <p aria-busy="true">Loading your profile…</p>;
  if (!user) {
    return (
      <p>
        <a href={loginPathFor(sitePath(pathname))}>Log in</a> to fill in your profile.
      </p>
    );
  }
  return children(user);
}
