import { MessageListPage, MessageSummary } from '@meridian/domain/notifier/messages';
import { browserClient } from './browser-client.ts';

/** GET {lead}/admin/messages with the list's filters and page (unset ones are not sent). */
export function listMessages(query: Record<string, string | undefined>): Promise<MessageListPage> {
  return browserClient.request('lead', '/admin/messages', { query, schema: MessageListPage });
}

/** POST {lead}/admin/messages/{id}/resend: the message that will go (a new one, or the one still queued). */
export function resendMessage(id: number): Promise<MessageSummary> {
  return browserClient.request('lead', `/admin/messages/${id}/resend`, {
    method: 'POST',
    schema: MessageSummary,
  });
}
