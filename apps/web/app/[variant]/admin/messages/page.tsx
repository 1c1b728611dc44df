import type { Metadata } from 'next';
import { MessageList } from './message-list.client.tsx';

export const metadata: Metadata = { title: 'Messages', robots: { index: false, follow: false } };
// Staff pages: rendered per request and never stored by a shared cache.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/admin/messages` (login required, guarded by the proxy): what the site sent, is sending or could not send. */
export default async function MessagesPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === 'string' && value ? [[key, value]] : [],
    ),
  );
  return <MessageList query={query} />;
}
