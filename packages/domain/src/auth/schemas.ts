import { z } from 'zod';
import {
  DialCode,
  EmailAddress,
  MOBILE_FOR_COUNTRY,
  MobileInput,
  OtpRequested,
  OtpVerifyRequest,
  PersonName,
  withValidMobile,
} from '../lead/schemas.ts';
import { toE164Mobile } from '../lead/phone.ts';
import { UserLite } from './session.ts';

/**
 * `POST /auth/login`: a mobile number with its country code, or an email address. One object with
 * optional fields (not a union) so a bad input is answered with the field at fault.
 */
export const LoginRequest = z
  .object({
    countryCode: DialCode.optional(),
    mobile: MobileInput.optional(),
    email: EmailAddress.optional(),
  })
  .refine((v) => v.email !== undefined || (v.mobile !== undefined && v.countryCode !== undefined), {
    path: ['mobile'],
    message: 'Please enter your mobile number or email address',
  })
  .refine((v) => v.email === undefined || v.mobile === undefined, {
    path: ['email'],
    message: 'Please log in with either your mobile number or your email address',
  })
  .refine(
    (v) => v.mobile === undefined || toE164Mobile({ countryCode: v.countryCode ?? '', mobile: v.mobile }),
    {
      path: ['mobile'],
      message: MOBILE_FOR_COUNTRY,
    },
  )
  .meta({ id: 'LoginRequest', description: 'Either `{mobile, countryCode}` or `{email}`' });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The login form's two ways in, each checked in the browser before `LoginRequest` on the API. */
export const LoginByMobile = withValidMobile(z.object({ countryCode: DialCode, mobile: MobileInput }));
export type LoginByMobile = z.infer<typeof LoginByMobile>;
export const LoginByEmail = z.object({ email: EmailAddress });
export type LoginByEmail = z.infer<typeof LoginByEmail>;

/** `POST /auth/user/register`: a new account, verified by an OTP to its mobile. */
export const RegisterRequest = withValidMobile(
  z.object({ fullName: PersonName, email: EmailAddress, mobile: MobileInput, countryCode: DialCode }),
).meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export type RegisterRequestInput = z.input<typeof RegisterRequest>;

/**
 * `POST /auth/otp/verify`. A login code sent to a contact without an account is answered
 * `UM_NF_4001` and stays usable: sent again with `registration` (whose mobile or email is that
 * contact), it registers the person.
 */
export const AuthOtpVerifyRequest = OtpVerifyRequest.extend({
  registration: RegisterRequest.optional(),
}).meta({
  id: 'AuthOtpVerifyRequest',
});
export type AuthOtpVerifyRequest = z.infer<typeof AuthOtpVerifyRequest>;

/** SPEC.md §3 stored auth object. */
export const AuthTokens = z
  .object({ access_token: z.string().min(1), refresh_token: z.string().min(1) })
  .meta({ id: 'AuthTokens' });
export type AuthTokens = z.infer<typeof AuthTokens>;

export const AuthOtpVerifyResponse = AuthTokens.extend({ user: UserLite }).meta({
  id: 'AuthOtpVerifyResponse',
});
export type AuthOtpVerifyResponse = z.infer<typeof AuthOtpVerifyResponse>;

/**
 * What `POST /auth/otp/verify` answers: a session, or (for a registration that began with a code
 * to its email) the OTP sent to its mobile, which still has to be proven.
 */
export const AuthOtpVerifyAnswer = z
  .union([AuthOtpVerifyResponse, OtpRequested])
  .meta({ id: 'AuthOtpVerifyAnswer' });
export type AuthOtpVerifyAnswer = z.infer<typeof AuthOtpVerifyAnswer>;

/** `GET /auth/refresh?refreshToken=`: answers a new pair; the old refresh token is spent. */
export const RefreshQuery = z.object({ refreshToken: z.string().min(1).max(200) });
export type RefreshQuery = z.infer<typeof RefreshQuery>;

/** `POST /auth/logout`: ends the session the refresh token belongs to. */
export const LogoutRequest = z
  .object({ refreshToken: z.string().min(1).max(200) })
  .meta({ id: 'LogoutRequest' });
export type LogoutRequest = z.infer<typeof LogoutRequest>;

/** SPEC.md §7: the SSO call carries the user id and the IAM token in these headers too. */
export const SSO_HEADERS = { userId: 'x-sso-user-id', token: 'x-iam-auth-token' } as const;

export const SsoTokenResponse = z
  .object({ ssoUserId: z.uuid(), token: z.string().min(1) })
  .meta({ id: 'SsoTokenResponse' });
export type SsoTokenResponse = z.infer<typeof SsoTokenResponse>;

export const UserIdParams = z.object({ userId: z.uuid() });

/**
 * `POST /dev/sessions` (never in production): a session for an account without an OTP, for browser
 * tests; a short access-token lifetime lets a test see the token expire and be renewed.
 */
export const DevSessionRequest = z
  .object({
    email: EmailAddress,
    accessTokenTtlSeconds: z.number().int().min(1).max(86_400).optional(),
  })
  .meta({ id: 'DevSessionRequest' });
export type DevSessionRequest = z.infer<typeof DevSessionRequest>;
