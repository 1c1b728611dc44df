import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { brand } from '@/lib/brand/brand.ts';
import { ProfileShell } from './profile-shell.client.tsx';

export const metadata: Metadata = { title: 'Your profile', robots: { index: false, follow: false } };
// Personal pages: rendered per request and never stored by a shared cache.
export const dynamic = 'force-dynamic';

/** `/profile/…` (login required, guarded by the proxy): the shell and tabs of the profile area. */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <ProfileShell brand={brand()}>{children}</ProfileShell>;
}
