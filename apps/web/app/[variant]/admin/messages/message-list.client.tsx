'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { MESSAGES_PAGE_SIZE, type MessageSummary } from '@meridian/domain/notifier/messages';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { DataTable, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { useTableAddress } from '@/components/ui/use-table-address.ts';
import { listMessages, resendMessage } from '@/lib/api/messages-admin.ts';
import { MessageFilters, messageFilterForm, messageStatusName } from './message-filters.client.tsx';
import styles from '../leads/admin.module.css';
import { Button } from '@/components/ui/button.tsx';

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
      <Button
        variant="link"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
        aria-label={`Resend message ${message.id} to ${message.to}`}
      >
        {resend.isSuccess ? 'Resent' : 'Resend'}
      </Button>
      {resend.error && (
        <span role="alert" className={styles.error}>
          {' '}
          {resend.error.message}
        </span>
      )}
    </>
  );
}

/** The list's columns, newest first as the API orders it (it sorts by nothing else). */
const MESSAGE_COLUMNS: TableColumn<MessageSummary>[] = [
  { id: 'createdAt', header: 'Created', cell: (message) => formatIstDateTime(message.createdAt) },
  { id: 'to', header: 'To', cell: (message) => message.to },
  { id: 'channel', header: 'Channel', cell: (message) => (message.channel === 'sms' ? 'SMS' : 'Email') },
  {
    id: 'subject',
    header: 'Subject',
    cell: (message) => message.subject ?? (message.purpose === 'otp' ? 'Verification code' : '—'),
  },
  { id: 'status', header: 'Status', cell: (message) => messageStatusName(message.status) },
  { id: 'attempts', header: 'Attempts', cell: (message) => message.attempts },
  { id: 'delivery', header: 'Delivery', cell: deliveryText },
  { id: 'resend', header: 'Resend', cell: (message) => <ResendButton message={message} /> },
];

/** The console's messages: filters, a page of messages with their delivery, and resend. */
export function MessageList() {
  const address = useTableAddress({ sorts: [], filterKeys: messageFilterForm.keys });
  const query = { ...address.filters, page: String(address.page) };
  const messages = useQuery({
    queryKey: messageKeys.list(query),
    queryFn: () => listMessages(query),
    placeholderData: keepPreviousData,
  });

  return (
    <RefusedAccess error={messages.error} title="This page is for our admins">
      <div className={styles.inbox}>
        <h1>Messages</h1>
        <MessageFilters address={address} />
        <p className={styles.muted}>
          {messages.data && `${messages.data.total} ${messages.data.total === 1 ? 'message' : 'messages'}`}
        </p>
        <DataTable
          caption="Messages"
          captionHidden
          columns={MESSAGE_COLUMNS}
          rows={messages.data?.items}
          rowKey={(message) => String(message.id)}
          address={address}
          paging={{
            by: 'api',
            total: messages.data?.total ?? 0,
            size: messages.data?.size ?? MESSAGES_PAGE_SIZE,
          }}
          empty="No message matches these filters."
          error={messages.error}
          refreshing={messages.isPlaceholderData}
        />
      </div>
    </RefusedAccess>
  );
}
