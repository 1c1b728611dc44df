'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginByEmail, LoginByMobile, type LoginRequest } from '@meridian/domain/auth/schemas';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import { requestLoginOtp } from '@/lib/api/auth-client.ts';
import type { PhoneCountryOption } from '@/lib/region/phone-country-list.ts';
import { EmailField, FormActions } from '@/components/forms/fields.tsx';
import { PhoneField } from '@/components/forms/phone-field.tsx';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import { usePhoneCountry } from '@/components/forms/use-phone-country.ts';
import styles from '@/components/forms/form.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Radio } from '@/components/ui/radio.tsx';

/**
 * The code sent to the contact typed. Whether it has an account is told only once the code is
 * verified (the API answers alike), so `contact` and `country` stay for a registration then.
 */
export interface ContactOutcome {
  otpRequestId: string;
  sentTo: string;
  contact: LoginRequest;
  country: PhoneCountry;
}

function SendOtp({ alert, pending }: { alert: string | undefined; pending: boolean }) {
  return (
    <FormActions alert={alert}>
      <Button type="submit" variant="primary" disabled={pending}>
        Send OTP
      </Button>
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
    send: (values: LoginByMobile) => requestLoginOtp(values),
    setError: form.setError,
    fields: ['mobile', 'countryCode'],
    formVariant: null,
    onSuccess: ({ otpRequestId }) => {
      const contact = form.getValues();
      props.onOutcome({
        otpRequestId,
        sentTo: `${contact.countryCode} ${contact.mobile}`,
        contact,
        country: phone.country,
      });
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
    send: (values: LoginByEmail) => requestLoginOtp(values),
    setError: form.setError,
    fields: ['email'],
    formVariant: null,
    onSuccess: ({ otpRequestId }) => {
      const contact = form.getValues();
      props.onOutcome({ otpRequestId, sentTo: contact.email, contact, country: props.defaultCountry });
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
            <Radio
              key={option}
              name={`${props.idPrefix}-method`}
              checked={method === option}
              onChange={() => setMethod(option)}
              label={option === 'mobile' ? 'Mobile number' : 'Email address'}
            />
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
