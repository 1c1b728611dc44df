'use client';

import { formIdOf } from '@meridian/domain/lead/enquiry-forms';
import type { LeadFormContext } from './lead-form-context.ts';
import { LeadAccepted, ShortLeadForm } from './short-lead-form.client.tsx';
import { useShortLeadForm } from './use-short-lead-form.ts';

/** Request a call-back: the short form, a name and a number, on the same engine as the enquiry form. */
export function CallMeBackForm(props: LeadFormContext & { source: string }) {
  const lead = useShortLeadForm({
    schema: () => import('@meridian/domain/lead/schemas').then((m) => m.CallMeBackFormSchema),
    defaultCountry: props.defaultCountry,
    phoneOptions: props.phoneOptions,
    asksEmail: false,
    formVariant: `${props.source}-call-me-back`,
    send: async (payload) =>
      (await import('@/lib/api/lead-client.ts')).registerCallMeBack({
        ...payload,
        formId: formIdOf('callback'),
      }),
  });

  if (lead.result) return <LeadAccepted>{lead.result.message}</LeadAccepted>;
  return (
    <ShortLeadForm
      {...props}
      lead={lead}
      label="Request a call-back"
      idPrefix="callback"
      submitLabel="Request a call-back"
      submitStyle="secondary"
    />
  );
}
