import type { Metadata } from 'next';
import { PageRulesConsole } from './page-rules.client.tsx';

export const metadata: Metadata = { title: 'Page rules' };

/** `/admin/page-rules` (the API refuses all but editors): which pages open the enquiry pop-up, when and how. */
export default function PageRulesPage() {
  return <PageRulesConsole />;
}
