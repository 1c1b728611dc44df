import type { Metadata } from 'next';
import { BackOffice } from './back-office.client.tsx';

export const metadata: Metadata = { title: 'Back office', robots: { index: false, follow: false } };
// Staff pages: rendered per request and never stored by a shared cache.
export const dynamic = 'force-dynamic';

/** `/admin/content` (login required, guarded by the proxy; the API refuses all but editors). */
export default function BackOfficePage() {
  return <BackOffice />;
}
