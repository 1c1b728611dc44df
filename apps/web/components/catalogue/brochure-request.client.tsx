'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { dialCodeOf } from '@meridian/domain/lead/phone';
import { ShortLeadFormFields, withValidMobile } from '@meridian/domain/lead/schemas';
import { requestBrochure } from '@/lib/api/short-form-client.ts';
import { ConsentField, FormAlert } from '@/components/forms/fields.tsx';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { trackingFields } from '@/components/forms/tracking-fields.ts';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import type { LeadFormContext } from '@/components/forms/lead-form-context.ts';
import formStyles from '@/components/forms/form.module.css';

const BrochureFormSchema = withValidMobile(ShortLeadFormFields);
type Values = z.input<typeof BrochureFormSchema>;
type Output = z.output<typeof BrochureFormSchema>;

/** Brochure by email: the short lead form; the request becomes a lead and the answer is US_BNF_2010 (SPEC.md §8). */
export function BrochureRequestForm(props: LeadFormContext & { universitySlug: string; title: string }) {
  const [sent, setSent] = useState<string>();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(BrochureFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      countryCode: dialCodeOf(props.defaultCountry),
      mobile: '',
      contactConsent: false,
    },
  });
  const { errors } = form.formState;
  const formVariant = 'brochure';
  const { submit, pending, alert } = useLeadSubmit({
    // The schema only lets a ticked consent through.
    send: (values: Output) =>
      requestBrochure(props.universitySlug, {
        ...values,
        contactConsent: true,
        ...trackingFields(formVariant),
      }),
    formVariant,
    setError: form.setError,
    fields: ['name', 'email', 'countryCode', 'mobile', 'contactConsent'],
    onSuccess: (result) => setSent(result.message),
  });

  if (sent) return <p role="status">{sent}</p>;
  return (
    <form
      className={formStyles.form}
      noValidate
      aria-label={`Get the ${props.title}`}
      onSubmit={form.handleSubmit((values) => submit(values))}
    >
      <ContactFields
        form={form}
        idPrefix="brochure"
        phoneOptions={props.phoneOptions}
        defaultCountry={props.defaultCountry}
        nameLabel="Name"
        email={{ registration: form.register('email'), error: errors.email?.message }}
      />
      <ConsentField
        id="brochure-consent"
        text={props.consentText}
        registration={form.register('contactConsent')}
        error={errors.contactConsent?.message}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={pending}>
          {pending ? 'Sending…' : 'Email me the brochure'}
        </button>
      </div>
    </form>
  );
}
