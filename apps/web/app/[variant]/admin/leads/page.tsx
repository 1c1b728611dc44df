import type { Metadata } from 'next';
import { LeadInbox } from './lead-inbox.client.tsx';

export const metadata: Metadata = { title: 'Lead inbox' };

/** `/admin/leads`: the counsellors' lead inbox; its filters, sort and page are in the address. */
export default function LeadInboxPage() {
  return <LeadInbox />;
}
