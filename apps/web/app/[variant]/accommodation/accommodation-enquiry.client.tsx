'use client';

import { useState } from 'react';
import { AccommodationFormSchema } from '@meridian/domain/content/enquiries';
import { sendAccommodationEnquiry } from '@/lib/api/short-form-client.ts';
import { SelectField } from '@/components/forms/fields.tsx';
import type { LeadFormContext } from '@/components/forms/lead-form-context.ts';
import { LeadAccepted, ShortLeadForm } from '@/components/forms/short-lead-form.client.tsx';
import { useShortLeadForm } from '@/components/forms/use-short-lead-form.ts';
import { Button } from '@/components/ui/button.tsx';

export interface EnquiryOptions extends LeadFormContext {
  months: readonly { value: string; label: string }[];
}

/** "Enquire" opens the short lead form for this listing; sending it creates a lead. */
export function AccommodationEnquiryForm(props: EnquiryOptions & { listingId: number; listingName: string }) {
  const [open, setOpen] = useState(false);
  const lead = useShortLeadForm({
    schema: async () => AccommodationFormSchema,
    defaultCountry: props.defaultCountry,
    phoneOptions: props.phoneOptions,
    asksEmail: true,
    ownDefaults: { listingId: props.listingId, moveInMonth: '' },
    ownFields: ['moveInMonth'],
    formVariant: 'accommodation',
    send: sendAccommodationEnquiry,
  });

  if (lead.result) return <LeadAccepted>{lead.result.message}</LeadAccepted>;
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Enquire about {props.listingName}
      </Button>
    );
  }
  const id = `stay-${props.listingId}`;
  return (
    <ShortLeadForm
      {...props}
      lead={lead}
      label={`Enquire about ${props.listingName}`}
      idPrefix={id}
      submitLabel="Send enquiry"
    >
      <SelectField
        id={`${id}-month`}
        label="Move-in month"
        placeholder="Choose a month"
        options={props.months}
        registration={lead.form.register('moveInMonth')}
        error={lead.form.formState.errors.moveInMonth?.message}
      />
    </ShortLeadForm>
  );
}
