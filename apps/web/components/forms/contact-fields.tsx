'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import { NameField, TextField } from './fields.tsx';
import { PhoneField } from './phone-field.tsx';
import { usePhoneCountry } from './use-phone-country.ts';
import { useSignedInPrefill, type PrefillForm } from './use-signed-in-prefill.ts';

type FieldError = { message?: string } | undefined;

/** What the contact block needs of a react-hook-form form whose values have name, mobile and countryCode. */
interface ContactForm extends PrefillForm {
  register(name: 'name' | 'mobile'): UseFormRegisterReturn;
  formState: { errors: { name?: FieldError; mobile?: FieldError; countryCode?: FieldError } };
  setValue(name: 'countryCode' | 'name' | 'email' | 'mobile', value: string): void;
  getFieldState(name: 'mobile'): { isTouched: boolean };
  trigger(name: 'mobile'): Promise<boolean>;
}

/**
 * Name, email (when the form asks for it) and mobile with its country: the block every short lead
 * form opens with, so each form adds only its own fields, consent and button. A signed-in
 * learner finds their own filled in.
 */
export function ContactFields(props: {
  form: ContactForm;
  idPrefix: string;
  phoneOptions: readonly PhoneCountryOption[];
  defaultCountry: PhoneCountry;
  nameLabel?: string;
  /** The email field's registration and error, for forms that collect an email. */
  email?: { registration: UseFormRegisterReturn; error: string | undefined };
}) {
  const { form, idPrefix } = props;
  const { errors } = form.formState;
  const phoneCountry = usePhoneCountry(form, props.defaultCountry);
  useSignedInPrefill(form, {
    asksEmail: props.email !== undefined,
    phoneOptions: props.phoneOptions,
    ...phoneCountry,
    defaultCountry: props.defaultCountry,
  });
  return (
    <>
      <NameField
        id={`${idPrefix}-name`}
        label={props.nameLabel ?? 'Your name'}
        registration={form.register('name')}
        error={errors.name?.message}
      />
      {props.email && (
        <TextField
          id={`${idPrefix}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          registration={props.email.registration}
          error={props.email.error}
        />
      )}
      <PhoneField
        idPrefix={idPrefix}
        options={props.phoneOptions}
        {...phoneCountry}
        mobile={form.register('mobile')}
        error={errors.mobile?.message ?? errors.countryCode?.message}
      />
    </>
  );
}
