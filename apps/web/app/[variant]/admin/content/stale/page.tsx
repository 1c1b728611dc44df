import type { Metadata } from 'next';
import { StaleContent } from './stale-content.client.tsx';

export const metadata: Metadata = { title: 'Facts due for a check' };

/** `/admin/content/stale` (`cms_editor`): articles and exam pages whose fact check is old; the age is in the address. */
export default function StaleContentPage() {
  return <StaleContent />;
}
