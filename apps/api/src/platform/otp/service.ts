import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageChannel } from '@meridian/domain/lead/schemas';
import type { Db } from '#api/db/client.ts';
import { lockKeys, type Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import type { MessageId, Notifier } from '#api/platform/notifier/notifier.ts';
import { scheduleEvery } from '#api/platform/schedule.ts';
import { generateOtp, hashOtp, otpMatches } from './otp-code.ts';
import {
  countOtpSendsSince,
  findOtpRequest,
  findOtpRequestForUpdate,
  insertOtpRequest,
  insertOtpSend,
  listSpentOtpMessageIds,
  markOtpVerified,
  recordWrongOtpAttempt,
  replaceOtpCode,
  unlinkOtpMessages,
} from './repo.ts';

/** The OTP rules of the enquiry issue; login (auth issue) uses the same ones. */
export const OTP_RULES = {
  validForMinutes: 10,
  maxWrongAttempts: 5,
  maxResends: 3,
  maxSendsPerDestinationPerDay: 10,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a code proves: a lead's mobile, an appointment booking's mobile (before its slot is held),
 * a contact one logs in with (login), a new account's mobile (register), or a signed-in account's
 * email address (email).
 */
export type OtpPurpose = 'lead' | 'appointment' | 'login' | 'register' | 'email';

/** A request matches when its purpose is the one (or one of those) the caller verifies. */
const purposeMatches = (purpose: string, wanted: OtpPurpose | readonly OtpPurpose[]) =>
  (typeof wanted === 'string' ? [wanted] : wanted).includes(purpose as OtpPurpose);

/** The number or address a code was sent to: verifying the code proves the person receives there. */
export interface OtpContact {
  channel: MessageChannel;
  destination: string;
}

/** A code issued and queued; the plain code is only in its message. */
export interface IssuedOtp extends OtpContact {
  requestId: string;
  messageId: MessageId;
}

/** What queues a code's message: the notifier, and the brand the message is signed with. */
export interface OtpSender {
  notifier: Notifier;
  brandName: string;
}

export const otpSender = (deps: { notifier: Notifier; config: { BRAND_NAME: string } }): OtpSender => ({
  notifier: deps.notifier,
  brandName: deps.config.BRAND_NAME,
});

/**
 * Queues the code's message in the transaction that issues the code, so neither exists without the
 * other, and records the send (which the daily limit counts) with the message that carries it.
 */
async function queueOtpMessage(
  tx: Tx,
  sender: OtpSender,
  otp: { requestId: string; channel: MessageChannel; destination: string; code: string },
): Promise<IssuedOtp> {
  const { brandName } = sender;
  const messageId = await sender.notifier.enqueue(tx, {
    channel: otp.channel,
    purpose: 'otp',
    to: otp.destination,
    subject: `${brandName} verification code`,
    body: `${otp.code} is your ${brandName} verification code. It is valid for ${OTP_RULES.validForMinutes} minutes. Do not share it with anyone.`,
  });
  // An OTP is never an update, so the limits either admit it or throw.
  await insertOtpSend(tx, {
    destination: otp.destination,
    otpRequestId: otp.requestId,
    messageId: messageId!,
  });
  return {
    requestId: otp.requestId,
    channel: otp.channel,
    destination: otp.destination,
    messageId: messageId!,
  };
}

/** What a delivered OTP message says once its code is of no more use (the outbox row stays as the record). */
export const OTP_CODE_REMOVED =
  'The verification code was removed from this message once it was used or had expired.';

/**
 * Takes the code out of these messages where they are delivered (or given up on); one still to be
 * delivered keeps it, and a later pass takes it out. Answers how many lost their code.
 */
async function removeCodes(db: Db | Tx, notifier: Notifier, messageIds: readonly MessageId[]) {
  const removed = await notifier.replaceSettledBodies(db, messageIds, OTP_CODE_REMOVED);
  await unlinkOtpMessages(db, removed);
  return removed.length;
}

/** Removes the code from every delivered message of a request verified or expired. */
export async function removeSpentOtpCodes(deps: {
  db: Db;
  notifier: Notifier;
  clock: Clock;
}): Promise<number> {
  return removeCodes(deps.db, deps.notifier, await listSpentOtpMessageIds(deps.db, { now: deps.clock() }));
}

/**
 * Every five minutes, as the reminders run: an OTP lives ten minutes, so no code of no more use stays
 * in the outbox much past that.
 */
export function scheduleOtpCodeRemoval(deps: {
  db: Db;
  notifier: Notifier;
  clock: Clock;
  log: FastifyBaseLogger;
}): () => void {
  return scheduleEvery(
    { name: 'OTP code removal', run: () => removeSpentOtpCodes(deps), intervalMs: 5 * 60_000 },
    deps.log,
  );
}

const expiry = (now: Date) => new Date(now.getTime() + OTP_RULES.validForMinutes * 60_000);

/**
 * Limits live in the database under a per-destination lock (held until the send is recorded and
 * committed), so they hold across API replicas.
 */
async function checkDailyLimit(tx: Tx, destination: string, now: Date) {
  await lockKeys(tx, [`otp:${destination}`]);
  const sent = await countOtpSendsSince(tx, destination, new Date(now.getTime() - DAY_MS));
  if (sent >= OTP_RULES.maxSendsPerDestinationPerDay) throw new AppError('LS_OTP_1103');
}

/** Creates an OTP and queues its message inside the caller's transaction (so both commit with whatever it proves). */
export async function createOtpRequest(
  tx: Tx,
  options: {
    sender: OtpSender;
    secret: string;
    purpose: OtpPurpose;
    channel: MessageChannel;
    destination: string;
    subjectId: string;
    now?: Date;
  },
): Promise<IssuedOtp> {
  const now = options.now ?? new Date();
  const requestId = randomUUID();
  const code = generateOtp();
  await insertOtpRequest(tx, {
    id: requestId,
    purpose: options.purpose,
    channel: options.channel,
    destination: options.destination,
    subjectId: options.subjectId,
    codeHash: hashOtp({ secret: options.secret, requestId, code }),
    expiresAt: expiry(now),
  });
  await checkDailyLimit(tx, options.destination, now);
  return queueOtpMessage(tx, options.sender, {
    requestId,
    channel: options.channel,
    destination: options.destination,
    code,
  });
}

const unknownRequest = (detail: string) => new AppError('BAD_REQUEST', detail, { field: 'otpRequestId' });

/** A new code for the same request: at most three resends, and within the daily limit. */
export async function resendOtp(
  db: Db,
  options: {
    sender: OtpSender;
    secret: string;
    purpose: OtpPurpose | readonly OtpPurpose[];
    requestId: string;
    now?: Date;
  },
): Promise<IssuedOtp> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await findOtpRequestForUpdate(tx, options.requestId);
    if (!row || !purposeMatches(row.purpose, options.purpose)) throw unknownRequest('no such OTP request');
    if (row.verifiedAt) throw unknownRequest('this OTP request is already verified');
    // A locked request can never verify, so a new code for it would only spend the daily limit.
    if (row.wrongAttempts >= OTP_RULES.maxWrongAttempts) throw new AppError('LS_OTP_1102');
    if (row.resendCount >= OTP_RULES.maxResends) throw new AppError('LS_OTP_1101');
    const code = generateOtp();
    await replaceOtpCode(tx, row.id, {
      codeHash: hashOtp({ secret: options.secret, requestId: row.id, code }),
      expiresAt: expiry(now),
    });
    await checkDailyLimit(tx, row.destination, now);
    return queueOtpMessage(tx, options.sender, {
      requestId: row.id,
      channel: row.channel as MessageChannel,
      destination: row.destination,
      code,
    });
  });
}

type VerifyOutcome =
  | { kind: 'verified'; subjectId: string; purpose: OtpPurpose; firstTime: boolean }
  | { kind: 'unknown' | 'locked' | 'expired' | 'wrong' };

/**
 * Checks a code. A wrong code is counted (committed) before the error is answered; after five
 * wrong codes the request is locked. `onVerified` runs in the same transaction as the mark, and
 * the request's delivered messages lose their code with it (a used code is of no more use).
 */
export async function verifyOtp(
  db: Db,
  options: {
    notifier: Notifier;
    secret: string;
    purpose: OtpPurpose | readonly OtpPurpose[];
    requestId: string;
    code: string;
    onVerified: (tx: Tx, subjectId: string, purpose: OtpPurpose, sentTo: OtpContact) => Promise<void>;
    now?: Date;
  },
): Promise<{ subjectId: string; purpose: OtpPurpose; firstTime: boolean }> {
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = await findOtpRequestForUpdate(tx, options.requestId);
    if (!row || !purposeMatches(row.purpose, options.purpose)) return { kind: 'unknown' };
    const purpose = row.purpose as OtpPurpose;
    const matches = otpMatches({
      secret: options.secret,
      requestId: row.id,
      code: options.code,
      hash: row.codeHash,
    });
    if (row.verifiedAt && matches) {
      return { kind: 'verified', subjectId: row.subjectId, purpose, firstTime: false };
    }
    if (row.wrongAttempts >= OTP_RULES.maxWrongAttempts) return { kind: 'locked' };
    if (row.expiresAt <= now) return { kind: 'expired' };
    if (!matches) {
      await recordWrongOtpAttempt(tx, row.id);
      return { kind: 'wrong' };
    }
    await markOtpVerified(tx, row.id, now);
    await removeCodes(tx, options.notifier, await listSpentOtpMessageIds(tx, { requestId: row.id }));
    await options.onVerified(tx, row.subjectId, purpose, {
      channel: row.channel as MessageChannel,
      destination: row.destination,
    });
    return { kind: 'verified', subjectId: row.subjectId, purpose, firstTime: true };
  });
  switch (outcome.kind) {
    case 'verified':
      return { subjectId: outcome.subjectId, purpose: outcome.purpose, firstTime: outcome.firstTime };
    case 'unknown':
      throw unknownRequest('no such OTP request');
    case 'locked':
      throw new AppError('LS_OTP_1102');
    case 'expired':
      // Still "does not match" (SPEC.md §8 has no separate code), with why, so the person resends.
      throw new AppError('LS_OTP_1100', 'this OTP has expired; press Resend OTP for a new one', {
        field: 'otp',
      });
    case 'wrong':
      throw new AppError('LS_OTP_1100');
  }
}

/** The number or address an OTP request of `purpose` was sent to, if there is one (rate limits count it). */
export async function otpDestinationOf(
  db: Db,
  options: { requestId: string; purpose: OtpPurpose | readonly OtpPurpose[] },
): Promise<string | undefined> {
  const row = await findOtpRequest(db, options.requestId);
  return row && purposeMatches(row.purpose, options.purpose) ? row.destination : undefined;
}

/**
 * `POST …/otp/resend` of any form: a new code for the same request, of one of `purpose`, sent at
 * once (the person is waiting for it) rather than when the outbox worker next runs.
 */
export async function resendOtpNow(
  deps: { db: Db; notifier: Notifier; config: { BRAND_NAME: string; JWT_SECRET: string }; clock: () => Date },
  options: { purpose: OtpPurpose | readonly OtpPurpose[]; requestId: string },
): Promise<{ status: true; otpRequestId: string }> {
  const otp = await resendOtp(deps.db, {
    sender: otpSender(deps),
    secret: deps.config.JWT_SECRET,
    purpose: options.purpose,
    requestId: options.requestId,
    now: deps.clock(),
  });
  await deps.notifier.sendNow(otp.messageId);
  return { status: true, otpRequestId: otp.requestId };
}
