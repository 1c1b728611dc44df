import type { Metadata } from 'next';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { cookieTokenStore } from '@/lib/api/cookie-token-store.ts';
import { readTokenClaims } from '@/lib/session/token-claims.ts';
import { CounsellorSettingsPage } from './counsellor-settings.client.tsx';

export const metadata: Metadata = { title: 'Counsellors' };

/** `/admin/counsellors`: an admin sets every counsellor's desk and hours; a counsellor their own hours. */
export default async function CounsellorsPage() {
  const claims = readTokenClaims((await cookieTokenStore()).read().accessToken);
  return (
    <CounsellorSettingsPage
      userId={claims?.userId ?? ''}
      admin={claims?.permissions.includes(PERMISSIONS.admin) ?? false}
    />
  );
}
