'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CONTACT_TOPICS,
  ContactFormSchema,
  type ContactFormValues,
} from '@meridian/domain/content/enquiries';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import { sendContactMessage } from '@/lib/api/short-form-client.ts';
import { ConsentField, FormAlert, SelectField, TextAreaField } from '@/components/forms/fields.tsx';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { trackingFields } from '@/components/forms/tracking-fields.ts';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import styles from '@/components/forms/form.module.css';

type Output = z.output<typeof ContactFormSchema>;

/** The contact-us form: the short lead form plus a topic and a message; it creates a lead. */
export function ContactForm(props: {
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  consentText: string;
}) {
  const [done, setDone] = useState<string>();
  const form = useForm<ContactFormValues, unknown, Output>({
    resolver: zodResolver(ContactFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      countryCode: dialCodeOf(props.defaultCountry),
      mobile: '',
      message: '',
      contactConsent: false,
    },
  });
  const { errors } = form.formState;
  const formVariant = 'contact-us';
  const { submit, pending, alert } = useLeadSubmit({
    // The schema only lets a ticked consent through.
    send: (values: Output) =>
      sendContactMessage({ ...values, contactConsent: true, ...trackingFields(formVariant) }),
    formVariant,
    setError: form.setError,
    fields: ['name', 'email', 'countryCode', 'mobile', 'topic', 'message', 'contactConsent'],
    onSuccess: (result) => setDone(result.message),
  });

  if (done) {
    return (
      <p className={styles.success} role="status">
        {done}
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Contact us"
      onSubmit={form.handleSubmit((values) => submit(values))}
    >
      <ContactFields
        form={form}
        idPrefix="contact"
        phoneOptions={props.phoneOptions}
        defaultCountry={props.defaultCountry}
        email={{ registration: form.register('email'), error: errors.email?.message }}
      />
      <SelectField
        id="contact-topic"
        label="What is it about?"
        placeholder="Choose a topic"
        options={CONTACT_TOPICS}
        registration={form.register('topic')}
        error={errors.topic?.message}
      />
      <TextAreaField
        id="contact-message"
        label="Your message"
        registration={form.register('message')}
        error={errors.message?.message}
      />
      <ConsentField
        id="contact-consent"
        text={props.consentText}
        registration={form.register('contactConsent')}
        error={errors.contactConsent?.message}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          Send message
        </button>
      </div>
    </form>
  );
}
