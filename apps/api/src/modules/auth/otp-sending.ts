import type { MessageChannel, OtpRequested } from '@meridian/domain/lead/schemas';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import type { ApiConfig } from '#api/env.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import type { Notifier } from '#api/platform/notifier/notifier.ts';
import { createOtpRequest, otpSender, type OtpPurpose } from '#api/platform/otp/service.ts';

export interface AuthDeps {
  db: Db;
  notifier: Notifier;
  config: ApiConfig;
  clock: Clock;
}

/** What an auth OTP is, where it goes and what it proves (`subjectId`). */
export interface AuthOtp {
  purpose: OtpPurpose;
  channel: MessageChannel;
  destination: string;
  subjectId: string;
}

export const invalidMobile = () =>
  new AppError('BAD_REQUEST', 'not a valid mobile number', { field: 'mobile' });

/**
 * Issues an OTP, queued in the outbox with it, and sends it at once after commit. `prepare` writes
 * what the code will prove in the same transaction, so a registration never exists without its OTP
 * request and message.
 */
export async function sendOtp(
  deps: AuthDeps,
  otp: AuthOtp,
  prepare?: (tx: Tx) => Promise<void>,
): Promise<OtpRequested> {
  const issued = await deps.db.transaction(async (tx) => {
    await prepare?.(tx);
    return createOtpRequest(tx, {
      sender: otpSender(deps),
      secret: deps.config.JWT_SECRET,
      ...otp,
      now: deps.clock(),
    });
  });
  await deps.notifier.sendNow(issued.messageId);
  return { status: true, otpRequestId: issued.requestId };
}
