'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { RegisterRequest, type RegisterRequestInput } from '@meridian/domain/auth/schemas';
import { dialCodeOf } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-list.ts';
import { EmailField, FormActions, NameField } from '@/components/forms/fields.tsx';
import { PhoneField } from '@/components/forms/phone-field.tsx';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import { usePhoneCountry } from '@/components/forms/use-phone-country.ts';
import styles from '@/components/forms/form.module.css';
import type { ContactOutcome } from './contact-step.client.tsx';
import type { Verified } from './verified.ts';
import { Button } from '@/components/ui/button.tsx';

type Output = z.output<typeof RegisterRequest>;

/**
 * Registration, offered once a login's code proved a contact without an account (SPEC.md §7
 * user/register): that contact is kept as proven, and the person adds their name and the other
 * contact. A proven mobile registers at once; after a proven email the mobile gets its own OTP.
 */
export function RegisterStep(props: {
  idPrefix: string;
  proven: ContactOutcome;
  phoneOptions: readonly PhoneCountryOption[];
  register: (registration: RegisterRequestInput) => Promise<Verified>;
  /** `sentTo`: the mobile, as typed, that a code goes to next when the email was the proven one. */
  onRegistered: (result: Verified, sentTo: string) => void;
  onBack: () => void;
}) {
  const { contact, country, sentTo } = props.proven;
  const emailProven = contact.email !== undefined;
  const form = useForm<RegisterRequestInput, unknown, Output>({
    resolver: zodResolver(RegisterRequest),
    mode: 'onTouched',
    defaultValues: {
      fullName: '',
      email: contact.email ?? '',
      countryCode: contact.countryCode ?? dialCodeOf(country),
      mobile: contact.mobile ?? '',
    },
  });
  const { errors } = form.formState;
  const phone = usePhoneCountry(form, country);
  const { submit, pending, alert } = useLeadSubmit({
    send: (values: Output) => props.register(values),
    setError: form.setError,
    fields: ['fullName', 'email', 'mobile', 'countryCode'],
    formVariant: null,
    onSuccess: (result) => {
      const { countryCode, mobile } = form.getValues();
      props.onRegistered(result, `${countryCode} ${mobile}`);
    },
  });
  const id = (field: string) => `${props.idPrefix}-register-${field}`;
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => submit(values))}>
      <p role="status">
        There is no account with <strong>{sentTo}</strong> yet. Register to continue
        {emailProven ? '; we will send an OTP to your mobile.' : '.'}
      </p>
      <NameField id={id('name')} registration={form.register('fullName')} error={errors.fullName?.message} />
      {emailProven ? (
        <PhoneField
          idPrefix={id('phone')}
          options={props.phoneOptions}
          country={phone.country}
          onCountryChange={phone.onCountryChange}
          mobile={form.register('mobile')}
          error={errors.mobile?.message}
        />
      ) : (
        <EmailField id={id('email')} registration={form.register('email')} error={errors.email?.message} />
      )}
      <FormActions alert={alert}>
        <Button type="submit" variant="primary" disabled={pending}>
          {emailProven ? 'Register and send OTP' : 'Register'}
        </Button>
        <Button variant="secondary" onClick={props.onBack}>
          Back to log in
        </Button>
      </FormActions>
    </form>
  );
}
