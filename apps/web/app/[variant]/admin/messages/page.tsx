import type { Metadata } from 'next';
import { MessageList } from './message-list.client.tsx';

export const metadata: Metadata = { title: 'Messages' };

/** `/admin/messages` (admins): what the site sent, is sending or could not send; filters and page in the address. */
export default function MessagesPage() {
  return <MessageList />;
}
