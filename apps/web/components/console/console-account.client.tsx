'use client';

import { useLogout, useSession } from '@/lib/session/use-session.ts';
import styles from './console.module.css';
import { Button } from '@/components/ui/button.tsx';

/** Who is signed in (loaded in the browser, as on every page), their role, and logging out. */
export function ConsoleAccount({ role }: { role: string }) {
  const { user, pending } = useSession();
  const logout = useLogout();
  return (
    <div className={styles.account} aria-label="Signed in" role="group">
      <p aria-busy={pending}>
        <span className={styles.person}>{user?.fullName ?? (pending ? '…' : 'Not signed in')}</span>
        {role && <span className={styles.role}>{role}</span>}
      </p>
      {user && (
        <Button disabled={logout.isPending} onClick={() => logout.mutate()}>
          Log out
        </Button>
      )}
    </div>
  );
}
