import type { Metadata } from 'next';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { cookieTokenStore } from '@/lib/api/cookie-token-store.ts';
import { readTokenClaims } from '@/lib/session/token-claims.ts';
import { AppointmentDays } from './appointment-days.client.tsx';

export const metadata: Metadata = { title: 'Appointments' };

/** `/admin/appointments`: bookings by day; a counsellor's own, or an admin's of everyone (filter by counsellor). */
export default async function AppointmentsPage() {
  const claims = readTokenClaims((await cookieTokenStore()).read().accessToken);
  return <AppointmentDays admin={claims?.permissions.includes(PERMISSIONS.admin) ?? false} />;
}
