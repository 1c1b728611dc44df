import type { Metadata } from 'next';
import { LeadInbox } from './lead-inbox.client.tsx';

export const metadata: Metadata = { title: 'Lead inbox', robots: { index: false, follow: false } };
// Staff pages: rendered per request and never stored by a shared cache.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/admin/leads` (login required, guarded by the proxy): the counsellors' lead inbox; filters in the address. */
export default async function LeadInboxPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === 'string' && value ? [[key, value]] : [],
    ),
  );
  return <LeadInbox query={query} />;
}
