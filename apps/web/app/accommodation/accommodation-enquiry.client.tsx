'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AccommodationFormSchema, type AccommodationFormValues } from '@meridian/domain/content/enquiries';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import { sendAccommodationEnquiry } from '@/lib/api/short-form-client.ts';
import { ConsentField, FormAlert, SelectField } from '@/components/forms/fields.tsx';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { trackingFields } from '@/components/forms/tracking-fields.ts';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import styles from '@/components/forms/form.module.css';

type Output = z.output<typeof AccommodationFormSchema>;

export interface EnquiryOptions {
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  consentText: string;
  months: readonly { value: string; label: string }[];
}

/** "Enquire" opens the short lead form for this listing; sending it creates a lead. */
export function AccommodationEnquiryForm(props: EnquiryOptions & { listingId: number; listingName: string }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>();
  const form = useForm<AccommodationFormValues, unknown, Output>({
    resolver: zodResolver(AccommodationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      listingId: props.listingId,
      name: '',
      email: '',
      countryCode: dialCodeOf(props.defaultCountry),
      mobile: '',
      moveInMonth: '',
      contactConsent: false,
    },
  });
  const { errors } = form.formState;
  const formVariant = 'accommodation';
  const { submit, pending, alert } = useLeadSubmit({
    // The schema only lets a ticked consent through.
    send: (values: Output) =>
      sendAccommodationEnquiry({ ...values, contactConsent: true, ...trackingFields(formVariant) }),
    formVariant,
    setError: form.setError,
    fields: ['name', 'email', 'countryCode', 'mobile', 'moveInMonth', 'contactConsent'],
    onSuccess: (result) => setDone(result.message),
  });

  if (done) {
    return (
      <p className={styles.success} role="status">
        {done}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
        Enquire about {props.listingName}
      </button>
    );
  }
  const id = `stay-${props.listingId}`;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={`Enquire about ${props.listingName}`}
      onSubmit={form.handleSubmit((values) => submit(values))}
    >
      <ContactFields
        form={form}
        idPrefix={id}
        phoneOptions={props.phoneOptions}
        defaultCountry={props.defaultCountry}
        email={{ registration: form.register('email'), error: errors.email?.message }}
      />
      <SelectField
        id={`${id}-month`}
        label="Move-in month"
        placeholder="Choose a month"
        options={props.months}
        registration={form.register('moveInMonth')}
        error={errors.moveInMonth?.message}
      />
      <ConsentField
        id={`${id}-consent`}
        text={props.consentText}
        registration={form.register('contactConsent')}
        error={errors.contactConsent?.message}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          Send enquiry
        </button>
      </div>
    </form>
  );
}
