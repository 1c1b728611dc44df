import type { UserLite } from '@meridian/domain/auth/session';

/** What a verified code leads to. */
export type Verified =
  | { kind: 'signed-in'; user: UserLite }
  | { kind: 'no-account'; otp: string }
  | { kind: 'mobile-otp'; otpRequestId: string };
