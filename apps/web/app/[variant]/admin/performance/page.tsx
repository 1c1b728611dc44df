import type { Metadata } from 'next';
import { PerformanceReport } from './performance-report.client.tsx';

export const metadata: Metadata = { title: 'Performance' };

/** `/admin/performance` (the API refuses all but admins): how fast pages are for visitors. */
export default function PerformancePage() {
  return <PerformanceReport />;
}
