import { z } from 'zod';
import { PERMISSIONS } from '../auth/permissions.ts';
import { MessageChannel } from '../lead/schemas.ts';
import { pageQuery, paginated } from '../pagination.ts';

/**
 * Who may list and resend messages: admins (issue 28, "visible to admins"). A message's recipient
 * and error are every person's, not one counsellor's learners, so the lead inbox's scope cannot apply.
 */
export const MESSAGE_ADMIN_PERMISSIONS: readonly string[] = [PERMISSIONS.admin];

/** Where a message is: waiting (or waiting for its retry), being handed over, or done. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export const MessageStatus = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof MessageStatus>;

export const MESSAGES_PAGE_SIZE = 20;

/** What the list can be filtered by (the console's filter form checks it before any call). */
export const MessageFilter = z.object({
  status: MessageStatus.optional(),
  channel: MessageChannel.optional(),
  /** The number (E.164) or address, as stored. */
  to: z.string().trim().toLowerCase().min(1).max(254).optional(),
});
export type MessageFilter = z.infer<typeof MessageFilter>;

export const MessageListQuery = MessageFilter.extend(pageQuery(MESSAGES_PAGE_SIZE));
export type MessageListQuery = z.infer<typeof MessageListQuery>;

/** A message in the admins' list: what, to whom, and how its delivery went (no body: it may hold a live OTP). */
export const MessageSummary = z
  .object({
    id: z.number().int(),
    to: z.string(),
    channel: MessageChannel,
    purpose: z.enum(['otp', 'requested', 'update']),
    subject: z.string().nullable(),
    status: MessageStatus,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    /** The provider that delivered it. */
    provider: z.string().nullable(),
    /** When a queued message is tried next. */
    nextAttemptAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MessageSummary' });
export type MessageSummary = z.infer<typeof MessageSummary>;

export const MessageListPage = paginated(MessageSummary).meta({ id: 'MessageListPage' });
export type MessageListPage = z.infer<typeof MessageListPage>;

export const MessageParams = z.object({ id: z.coerce.number().int().positive() });
