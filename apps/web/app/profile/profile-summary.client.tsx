'use client';

import { useSession } from '@/lib/session/use-session.ts';

/** The signed-in person's name and contacts, loaded in the browser. */
export function ProfileSummary() {
  const { user, pending } = useSession();
  if (pending) return <p aria-busy="true">Loading your details…</p>;
  if (!user) return <p>You are not logged in.</p>;
  return (
    <dl>
      <dt>Name</dt>
      <dd>{user.fullName}</dd>
      {user.email && (
        <>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </>
      )}
      {user.mobile && (
        <>
          <dt>Mobile</dt>
          <dd>{user.mobile}</dd>
        </>
      )}
    </dl>
  );
}
