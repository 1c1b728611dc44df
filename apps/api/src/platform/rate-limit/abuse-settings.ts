import { z } from 'zod';
import { CommaList } from '@meridian/domain/env-schemas';

/** A calling code as E.164 writes it: `+` and one to three digits, the first not 0. */
const CallingCode = z
  .string()
  .regex(/^\+[1-9]\d{0,2}$/, 'must list calling codes such as +91, separated by commas');

/** Abuse limits an operator tunes (issue 19); the per-visitor and per-destination ones are in code. */
export const AbuseSettings = {
  /**
   * Site-wide cap on each kind of anonymous write (enquiries, brochure requests…) per minute, so a
   * flood from many addresses cannot fill the database or the mail queue. Load tests raise it.
   */
  PUBLIC_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Site searches (the header box's suggestions, the results page) one visitor address may make a minute. */
  SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** The countries OTP SMS go to (SPEC.md §1: India, Vietnam, Saudi Arabia); any other is refused. */
  SMS_CALLING_CODES: CommaList.pipe(z.array(CallingCode).min(1)).prefault('+91,+84,+966,+7'),
  /** SMS sent per hour by the whole site; past it no SMS goes and an alert is logged (toll-fraud stop). */
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(1000),
};
