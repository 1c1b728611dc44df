import type { Metadata } from 'next';
import { StaleContentQuery } from '@meridian/domain/content/stale-content';
import { StaleContent } from './stale-content.client.tsx';

export const metadata: Metadata = { title: 'Facts due for a check', robots: { index: false, follow: false } };
// Staff pages: rendered per request and never stored by a shared cache.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/admin/content/stale` (login required, `cms_editor`): articles and exam pages whose fact check is old. */
export default async function StaleContentPage({ searchParams }: Props) {
  const query = StaleContentQuery.safeParse(await searchParams);
  return <StaleContent olderThanDays={query.success ? query.data.olderThanDays : undefined} />;
}
