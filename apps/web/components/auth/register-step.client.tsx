'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { RegisterRequest, type LoginRequest, type RegisterRequestInput } from '@meridian/domain/auth/schemas';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import { registerAccount } from '@/lib/api/auth-client.ts';
import type { PhoneCountryOption } from '@/lib/region/phone-country-list.ts';
import { EmailField, FormActions, NameField } from '@/components/forms/fields.tsx';
import { PhoneField } from '@/components/forms/phone-field.tsx';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import { usePhoneCountry } from '@/components/forms/use-phone-country.ts';
import styles from '@/components/forms/form.module.css';

type Output = z.output<typeof RegisterRequest>;

/**
 * Registration, offered when a login names a contact without an account: the contact already
 * typed is kept, and the OTP goes to the mobile (SPEC.md §7 user/register).
 */
export function RegisterStep(props: {
  idPrefix: string;
  contact: LoginRequest;
  country: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  onOtp: (otp: { otpRequestId: string; sentTo: string }) => void;
  onBack: () => void;
}) {
  const form = useForm<RegisterRequestInput, unknown, Output>({
    resolver: zodResolver(RegisterRequest),
    mode: 'onTouched',
    defaultValues: {
      fullName: '',
      email: props.contact.email ?? '',
      countryCode: props.contact.countryCode ?? dialCodeOf(props.country),
      mobile: props.contact.mobile ?? '',
    },
  });
  const { errors } = form.formState;
  const phone = usePhoneCountry(form, props.country);
  const { submit, pending, alert } = useLeadSubmit({
    send: (values: Output) => registerAccount(values),
    setError: form.setError,
    fields: ['fullName', 'email', 'mobile', 'countryCode'],
    codeFields: { UM_MA_4003: 'mobile', UM_EA_4002: 'email' },
    formVariant: null,
    onSuccess: (result) => {
      const { countryCode, mobile } = form.getValues();
      props.onOtp({ otpRequestId: result.otpRequestId, sentTo: `${countryCode} ${mobile}` });
    },
  });
  const id = (field: string) => `${props.idPrefix}-register-${field}`;
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => submit(values))}>
      <p role="status">
        We could not find an account with {props.contact.email ?? 'this mobile number'}. Register to continue;
        we will send an OTP to your mobile.
      </p>
      <NameField id={id('name')} registration={form.register('fullName')} error={errors.fullName?.message} />
      <EmailField id={id('email')} registration={form.register('email')} error={errors.email?.message} />
      <PhoneField
        idPrefix={id('phone')}
        options={props.phoneOptions}
        country={phone.country}
        onCountryChange={phone.onCountryChange}
        mobile={form.register('mobile')}
        error={errors.mobile?.message}
      />
      <FormActions alert={alert}>
        <button type="submit" className={styles.primary} disabled={pending}>
          Register and send OTP
        </button>
        <button type="button" className={styles.secondary} onClick={props.onBack}>
          Back to log in
        </button>
      </FormActions>
    </form>
  );
}
