import type { UserLite } from '@meridian/domain/auth/schemas';

/** What a verified code leads to. */
export type Verified =
  | { kind: 'signed-in'; user: UserLite }
  | { kind: 'no-account'; otp: string }
  | { kind: 'mobile-otp'; otpRequestId: string };
