import type { Metadata } from 'next';
import { CentresConsole } from './centres.client.tsx';

export const metadata: Metadata = { title: 'Experience centres' };

/** `/admin/centres` (the API refuses all but admins): the experience centres, added, changed and switched off. */
export default function CentresPage() {
  return <CentresConsole />;
}
