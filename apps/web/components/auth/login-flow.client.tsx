'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RegisterRequestInput } from '@meridian/domain/auth/schemas';
import type { UserLite } from '@meridian/domain/auth/session';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import { ApiError } from '@/lib/api/api-error.ts';
import { resendAuthOtp, verifyAuthOtp } from '@/lib/api/auth-client.ts';
import type { PhoneCountryOption } from '@/lib/region/phone-country-list.ts';
import { loadSession } from '@/lib/session/use-session.ts';
import { OtpStep } from '@/components/forms/otp-step.client.tsx';
import { ContactStep, type ContactOutcome } from './contact-step.client.tsx';
import { RegisterStep } from './register-step.client.tsx';
import type { Verified } from './verified.ts';

type Step =
  | { kind: 'contact' }
  /** A code to enter: the login's (`login` kept for a registration), or a registration's to its mobile. */
  | { kind: 'otp'; otpRequestId: string; sentTo: string; login?: ContactOutcome }
  /** The login's code proved a contact without an account: the same code registers it. */
  | { kind: 'register'; login: ContactOutcome; otp: string };

const PROFILE_UNAVAILABLE =
  'We could not load your account details, so you have been logged out. Please log in again.';

/**
 * Login by OTP, the same in the popup and on the login page: a mobile or an email, then the code.
 * Whether the contact has an account is learnt only from a verified code, and a contact without
 * one registers with that same code (an email proven so still needs a code to the mobile).
 * SPEC.md §4: once the tokens are stored the user lite profile is loaded, and a profile that fails
 * its check ends the session instead.
 */
export function LoginFlow(props: {
  idPrefix: string;
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  onLoggedIn: (user: UserLite) => void;
}) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'contact' });

  async function verify(
    otpRequestId: string,
    otp: string,
    registration?: RegisterRequestInput,
  ): Promise<Verified> {
    let answer;
    try {
      answer = await verifyAuthOtp({ otpRequestId, otp, registration });
    } catch (error) {
      // SPEC.md §8 UM_NF_4001, told only to whoever holds the code: the person may register.
      if (error instanceof ApiError && error.errorCode === 'UM_NF_4001') return { kind: 'no-account', otp };
      throw error;
    }
    if ('otpRequestId' in answer) return { kind: 'mobile-otp', otpRequestId: answer.otpRequestId };
    const { user } = await loadSession(queryClient);
    if (!user) throw new ApiError({ status: 401, message: PROFILE_UNAVAILABLE });
    return { kind: 'signed-in', user };
  }

  function next(result: Verified, context: { login?: ContactOutcome; sentTo?: string }) {
    if (result.kind === 'signed-in') props.onLoggedIn(result.user);
    else if (result.kind === 'no-account' && context.login)
      setStep({ kind: 'register', login: context.login, otp: result.otp });
    else if (result.kind === 'mobile-otp')
      setStep({ kind: 'otp', otpRequestId: result.otpRequestId, sentTo: context.sentTo ?? '' });
  }

  switch (step.kind) {
    case 'contact':
      return (
        <ContactStep
          idPrefix={props.idPrefix}
          defaultCountry={props.defaultCountry}
          phoneOptions={props.phoneOptions}
          onOutcome={(login) => setStep({ kind: 'otp', ...login, login })}
        />
      );
    case 'otp':
      return (
        <OtpStep
          key={step.otpRequestId}
          sentTo={step.sentTo}
          verify={(otp) => verify(step.otpRequestId, otp)}
          resend={() => resendAuthOtp({ otpRequestId: step.otpRequestId })}
          onVerified={(result) => next(result, { login: step.login })}
        />
      );
    case 'register':
      return (
        <RegisterStep
          idPrefix={props.idPrefix}
          proven={step.login}
          phoneOptions={props.phoneOptions}
          register={(registration) => verify(step.login.otpRequestId, step.otp, registration)}
          onRegistered={(result, sentTo) => next(result, { sentTo })}
          onBack={() => setStep({ kind: 'contact' })}
        />
      );
  }
}
