'use client';

import { CONTACT_TOPICS, ContactFormSchema } from '@meridian/domain/content/enquiries';
import { sendContactMessage } from '@/lib/api/short-form-client.ts';
import { SelectField, TextAreaField } from '@/components/forms/fields.tsx';
import type { LeadFormContext } from '@/components/forms/lead-form-context.ts';
import { LeadAccepted, ShortLeadForm } from '@/components/forms/short-lead-form.client.tsx';
import { useShortLeadForm } from '@/components/forms/use-short-lead-form.ts';

/** The contact-us form: the short lead form plus a topic and a message; it creates a lead. */
export function ContactForm(props: LeadFormContext) {
  const lead = useShortLeadForm({
    schema: async () => ContactFormSchema,
    defaultCountry: props.defaultCountry,
    phoneOptions: props.phoneOptions,
    asksEmail: true,
    ownDefaults: { message: '' },
    ownFields: ['topic', 'message'],
    formVariant: 'contact-us',
    send: sendContactMessage,
  });
  const { register, formState } = lead.form;

  if (lead.result) return <LeadAccepted>{lead.result.message}</LeadAccepted>;
  return (
    <ShortLeadForm {...props} lead={lead} label="Contact us" idPrefix="contact" submitLabel="Send message">
      <SelectField
        id="contact-topic"
        label="What is it about?"
        placeholder="Choose a topic"
        options={CONTACT_TOPICS}
        registration={register('topic')}
        error={formState.errors.topic?.message}
      />
      <TextAreaField
        id="contact-message"
        label="Your message"
        registration={register('message')}
        error={formState.errors.message?.message}
      />
    </ShortLeadForm>
  );
}
