'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import { CallMeBackFormSchema, type CallMeBackFormValues } from '@meridian/domain/lead/schemas';
import { registerCallMeBack } from '@/lib/api/lead-client.ts';
import { ConsentField, FormAlert } from './fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { trackingFields } from './tracking-fields.ts';
import { useLeadSubmit } from './use-lead-submit.ts';
import styles from './form.module.css';

type Output = z.output<typeof CallMeBackFormSchema>;

/** Call-me-back: a name and a number, on the same form engine as the enquiry form. */
export function CallMeBackForm(props: {
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  consentText: string;
  source: string;
}) {
  const [done, setDone] = useState<string>();
  const form = useForm<CallMeBackFormValues, unknown, Output>({
    resolver: zodResolver(CallMeBackFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      countryCode: dialCodeOf(props.defaultCountry),
      mobile: '',
      contactConsent: false,
    },
  });
  const { errors } = form.formState;
  const formVariant = `${props.source}-call-me-back`;
  const { submit, pending, alert } = useLeadSubmit({
    // The schema only lets a ticked consent through.
    send: (values: Output) =>
      registerCallMeBack({
        ...values,
        contactConsent: true,
        ...trackingFields(formVariant),
      }),
    formVariant,
    setError: form.setError,
    fields: ['name', 'countryCode', 'mobile', 'contactConsent'],
    onSuccess: (result) => setDone(result.message),
  });

  if (done) return <p className={styles.success}>{done}</p>;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Call me back"
      onSubmit={form.handleSubmit((values) => submit(values))}
    >
      <ContactFields
        form={form}
        idPrefix="callback"
        phoneOptions={props.phoneOptions}
        defaultCountry={props.defaultCountry}
      />
      <ConsentField
        id="callback-consent"
        text={props.consentText}
        registration={form.register('contactConsent')}
        error={errors.contactConsent?.message}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className={styles.actions}>
        <button type="submit" className={styles.secondary} disabled={pending}>
          Call me back
        </button>
      </div>
    </form>
  );
}
