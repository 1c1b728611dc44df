'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserLite } from '@meridian/domain/auth/schemas';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import { ApiError } from '@/lib/api/api-error.ts';
import { resendAuthOtp, verifyAuthOtp } from '@/lib/api/auth-client.ts';
import type { PhoneCountryOption } from '@/lib/region/phone-country-list.ts';
import { loadSession } from '@/lib/session/use-session.ts';
import { OtpStep } from '@/components/forms/otp-step.client.tsx';
import { ContactStep, type ContactOutcome } from './contact-step.client.tsx';
import { RegisterStep } from './register-step.client.tsx';

type Step =
  | { kind: 'contact' }
  | Extract<ContactOutcome, { kind: 'unknown' }>
  | { kind: 'otp'; otpRequestId: string; sentTo: string };

const PROFILE_UNAVAILABLE =
  'We could not load your account details, so you have been logged out. Please log in again.';

/**
 * Login by OTP, the same in the popup and on the login page: a mobile or an email, registration
 * when it has no account, then the code. SPEC.md §4: once the tokens are stored the user lite
 * profile is loaded, and a profile that fails its check ends the session instead.
 */
export function LoginFlow(props: {
  idPrefix: string;
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  onLoggedIn: (user: UserLite) => void;
}) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'contact' });

  async function verify(otpRequestId: string, otp: string): Promise<UserLite> {
    await verifyAuthOtp({ otpRequestId, otp });
    const { user } = await loadSession(queryClient);
    if (!user) throw new ApiError({ status: 401, message: PROFILE_UNAVAILABLE });
    return user;
  }

  switch (step.kind) {
    case 'contact':
      return (
        <ContactStep
          idPrefix={props.idPrefix}
          defaultCountry={props.defaultCountry}
          phoneOptions={props.phoneOptions}
          onOutcome={setStep}
        />
      );
    case 'unknown':
      return (
        <RegisterStep
          idPrefix={props.idPrefix}
          contact={step.contact}
          country={step.country}
          phoneOptions={props.phoneOptions}
          onOtp={(otp) => setStep({ kind: 'otp', ...otp })}
          onBack={() => setStep({ kind: 'contact' })}
        />
      );
    case 'otp':
      return (
        <OtpStep
          sentTo={step.sentTo}
          verify={(otp) => verify(step.otpRequestId, otp)}
          resend={() => resendAuthOtp({ otpRequestId: step.otpRequestId })}
          onVerified={props.onLoggedIn}
        />
      );
  }
}
