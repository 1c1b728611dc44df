'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { profileTabsFor } from '@meridian/domain/profile/tabs';
import { SignedInOnly } from '@/components/profile/signed-in-only.client.tsx';
import { LearnerContext } from './use-learner.ts';
import styles from './profile.module.css';

/**
 * The profile area around every tab: who is signed in and the tabs of their tier, paid or free
 * (SPEC.md §2).
 */
export function ProfileShell({
  brand,
  children,
}: {
  brand: { name: string; slug: string };
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <SignedInOnly
      signedOut={(loginHref) => (
        <>
          Your session has ended. <a href={loginHref}>Log in again</a> to see your profile.
        </>
      )}
    >
      {(user) => (
        <LearnerContext.Provider value={user}>
          <div className={styles.area}>
            <header>
              <h1>Your profile</h1>
              <p className={styles.muted}>
                {user.fullName} · {user.paidUser ? 'Paid program member' : 'Free account'}
              </p>
            </header>
            <nav aria-label="Profile">
              <ul className={styles.tabs}>
                {profileTabsFor(user.paidUser, brand).map((tab) => {
                  const href = `/profile/${tab.slug}`;
                  const current = pathname === href || (tab.key === 'dashboard' && pathname === '/profile');
                  return (
                    <li key={tab.key}>
                      <Link href={href} aria-current={current ? 'page' : undefined}>
                        {tab.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            {children}
          </div>
        </LearnerContext.Provider>
      )}
    </SignedInOnly>
  );
}
