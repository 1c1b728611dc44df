'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginByEmail, LoginByMobile, type LoginRequest } from '@meridian/domain/auth/schemas';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import { ApiError } from '@/lib/api/api-error.ts';
import { requestLoginOtp } from '@/lib/api/auth-client.ts';
import type { PhoneCountryOption } from '@/lib/region/phone-country-list.ts';
import { EmailField, FormActions } from '@/components/forms/fields.tsx';
import { PhoneField } from '@/components/forms/phone-field.tsx';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import { usePhoneCountry } from '@/components/forms/use-phone-country.ts';
import styles from '@/components/forms/form.module.css';

/** Where the login goes next: the OTP sent, or registration for a contact without an account. */
export type ContactOutcome =
  | { kind: 'otp'; otpRequestId: string; sentTo: string }
  | { kind: 'unknown'; contact: LoginRequest; country: PhoneCountry };

/** SPEC.md §8 UM_NF_4001 means "no such account": the person is offered registration instead. */
async function loginOrUnknown(contact: LoginRequest): Promise<{ otpRequestId: string } | undefined> {
  try {
    return await requestLoginOtp(contact);
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'UM_NF_4001') return undefined;
    throw error;
  }
}

function SendOtp({ alert, pending }: { alert: string | undefined; pending: boolean }) {
  return (
    <FormActions alert={alert}>
      <button type="submit" className={styles.primary} disabled={pending}>
        Send OTP
      </button>
    </FormActions>
  );
}

function MobileForm(props: {
  idPrefix: string;
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  onOutcome: (outcome: ContactOutcome) => void;
}) {
  const form = useForm<LoginByMobile>({
    resolver: zodResolver(LoginByMobile),
    mode: 'onTouched',
    defaultValues: { countryCode: dialCodeOf(props.defaultCountry), mobile: '' },
  });
  const phone = usePhoneCountry(form, props.defaultCountry);
  const { submit, pending, alert } = useLeadSubmit({
    send: (values: LoginByMobile) => loginOrUnknown(values),
    setError: form.setError,
    fields: ['mobile', 'countryCode'],
    formVariant: null,
    onSuccess: (result) => {
      const contact = form.getValues();
      props.onOutcome(
        result
          ? {
              kind: 'otp',
              otpRequestId: result.otpRequestId,
              sentTo: `${contact.countryCode} ${contact.mobile}`,
            }
          : { kind: 'unknown', contact, country: phone.country },
      );
    },
  });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => submit(values))}>
      <PhoneField
        idPrefix={props.idPrefix}
        options={props.phoneOptions}
        country={phone.country}
        onCountryChange={phone.onCountryChange}
        mobile={form.register('mobile')}
        error={form.formState.errors.mobile?.message}
      />
      <SendOtp alert={alert} pending={pending} />
    </form>
  );
}

function EmailForm(props: {
  idPrefix: string;
  defaultCountry: PhoneCountry;
  onOutcome: (outcome: ContactOutcome) => void;
}) {
  const form = useForm<LoginByEmail>({
    resolver: zodResolver(LoginByEmail),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { submit, pending, alert } = useLeadSubmit({
    send: (values: LoginByEmail) => loginOrUnknown(values),
    setError: form.setError,
    fields: ['email'],
    formVariant: null,
    onSuccess: (result) => {
      const contact = form.getValues();
      props.onOutcome(
        result
          ? { kind: 'otp', otpRequestId: result.otpRequestId, sentTo: contact.email }
          : { kind: 'unknown', contact, country: props.defaultCountry },
      );
    },
  });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => submit(values))}>
      <EmailField
        id={`${props.idPrefix}-email`}
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <SendOtp alert={alert} pending={pending} />
    </form>
  );
}

/** First step of login: a mobile number with its country code, or an email address. */
export function ContactStep(props: {
  idPrefix: string;
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  onOutcome: (outcome: ContactOutcome) => void;
}) {
  const [method, setMethod] = useState<'mobile' | 'email'>('mobile');
  return (
    <>
      <fieldset className={styles.field}>
        <legend>Log in with</legend>
        <div className={styles.choices}>
          {(['mobile', 'email'] as const).map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name={`${props.idPrefix}-method`}
                checked={method === option}
                onChange={() => setMethod(option)}
              />{' '}
              {option === 'mobile' ? 'Mobile number' : 'Email address'}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'mobile' ? (
        <MobileForm {...props} />
      ) : (
        <EmailForm
          idPrefix={props.idPrefix}
          defaultCountry={props.defaultCountry}
          onOutcome={props.onOutcome}
        />
      )}
    </>
  );
}
