import type { Metadata } from 'next';
import { BackOffice } from './back-office.client.tsx';

export const metadata: Metadata = { title: 'Back office' };

/** `/admin/content` (the API refuses all but editors): one tab per kind of content, named in the address. */
export default function BackOfficePage() {
  return <BackOffice />;
}
