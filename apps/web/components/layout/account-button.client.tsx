'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { useLogout, useSession } from '@/lib/session/use-session.ts';
import { Button } from '@/components/ui/button.tsx';
import styles from './site-header.module.css';

const LoginDialog = dynamic(
  () => import('@/components/auth/login-dialog.client.tsx').then((m) => m.LoginDialog),
  {
    ssr: false,
  },
);

/**
 * The header's account button: Log in (the auth popup) for a visitor, the person's name with
 * Profile and Log out once signed in. It renders as a visitor's on the server and learns who is
 * signed in in the browser, so public pages stay the same for everyone and cacheable.
 */
export function AccountButton({ defaultCountry }: { defaultCountry: PhoneCountry }) {
  const { user, pending } = useSession();
  const logout = useLogout();
  const [loginOpen, setLoginOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  if (user) {
    return (
      <div className={styles.account}>
        <Button
          variant="ghost"
          className={styles.accountButton}
          aria-expanded={menuOpen}
          aria-controls="account-menu"
          title={user.fullName}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className={styles.accountName}>{user.fullName}</span>
        </Button>
        {menuOpen && (
          <ul id="account-menu" className={styles.accountMenu}>
            <li>
              <Link href={siteRoutes.profile()} onClick={() => setMenuOpen(false)}>
                Profile
              </Link>
            </li>
            <li>
              <Button
                variant="ghost"
                block
                className={styles.accountMenuItem}
                loading={logout.isPending}
                onClick={() => logout.mutate()}
              >
                Log out
              </Button>
            </li>
          </ul>
        )}
      </div>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        className={styles.accountButton}
        loading={pending}
        onClick={() => setLoginOpen(true)}
      >
        Log in
      </Button>
      {loginOpen && <LoginDialog defaultCountry={defaultCountry} onClose={() => setLoginOpen(false)} />}
    </>
  );
}
