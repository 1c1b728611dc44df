'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatIstDateTime } from '@meridian/domain/format-date';
import type { MessageSummary } from '@meridian/domain/notifier/messages';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { Pagination } from '@/components/layout/pagination.tsx';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { listMessages, resendMessage } from '@/lib/api/messages-admin.ts';
import { MessageFilters, messageStatusName } from './message-filters.tsx';
import styles from '../leads/admin.module.css';

const messageKeys = {
  all: ['messages-admin'] as const,
  list: (query: Record<string, string>) => ['messages-admin', 'list', query] as const,
};

/** How the delivery went, in a line: when it went, when it is tried next, or why it stopped. */
function deliveryText(message: MessageSummary): string {
  if (message.status === 'sent' && message.sentAt) return `Sent ${formatIstDateTime(message.sentAt)}`;
  if (message.status === 'queued' && message.attempts > 0)
    return `Next try ${formatIstDateTime(message.nextAttemptAt)}`;
  return message.lastError ?? '—';
}

function ResendButton({ message }: { message: MessageSummary }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendMessage(message.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
  return (
    <>
      <button
        type="button"
        className={styles.link}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
        aria-label={`Resend message ${message.id} to ${message.to}`}
      >
        {resend.isSuccess ? 'Resent' : 'Resend'}
      </button>
      {resend.error && (
        <span role="alert" className={styles.error}>
          {' '}
          {resend.error.message}
        </span>
      )}
    </>
  );
}

/** The staff console's messages: filters, a page of messages with their delivery, and resend. */
export function MessageList({ query }: { query: Record<string, string> }) {
  const messages = useQuery({ queryKey: messageKeys.list(query), queryFn: () => listMessages(query) });
  const { page: _page, ...filter } = query;

  return (
    <RefusedAccess error={messages.error} title="This page is for our staff">
      <div className={styles.inbox}>
        <h1>Messages</h1>
        <MessageFilters values={query} />
        {messages.error && (
          <p role="alert" className={styles.error}>
            {messages.error.message}
          </p>
        )}
        {messages.isPending && <p aria-busy="true">Loading messages…</p>}
        {messages.data && (
          <>
            <p className={styles.muted}>
              {messages.data.total} {messages.data.total === 1 ? 'message' : 'messages'}
            </p>
            <table className={styles.table}>
              <ColumnHeads
                names={['Created', 'To', 'Channel', 'Subject', 'Status', 'Attempts', 'Delivery', 'Resend']}
              />
              <tbody>
                {messages.data.items.map((message) => (
                  <tr key={message.id}>
                    <td>{formatIstDateTime(message.createdAt)}</td>
                    <td>{message.to}</td>
                    <td>{message.channel === 'sms' ? 'SMS' : 'Email'}</td>
                    <td>{message.subject ?? (message.purpose === 'otp' ? 'Verification code' : '—')}</td>
                    <td>{messageStatusName(message.status)}</td>
                    <td>{message.attempts}</td>
                    <td>{deliveryText(message)}</td>
                    <td>
                      <ResendButton message={message} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {messages.data.items.length === 0 && <p>No message matches these filters.</p>}
            <Pagination route={siteRoutes.adminMessages(filter)} list={messages.data} />
          </>
        )}
      </div>
    </RefusedAccess>
  );
}
