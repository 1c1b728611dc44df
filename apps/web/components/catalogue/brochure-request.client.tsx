'use client';

import type { LeadFormContext } from '@/components/forms/lead-form-context.ts';
import { LeadAccepted, ShortLeadForm } from '@/components/forms/short-lead-form.client.tsx';
import { useShortLeadForm } from '@/components/forms/use-short-lead-form.ts';
import { loadShortLeadSchema } from '@/components/forms/short-lead-schema.ts';

/** Brochure by email: the short lead form; the request becomes a lead and the answer is US_BNF_2010 (SPEC.md §8). */
export function BrochureRequestForm(props: LeadFormContext & { universitySlug: string; title: string }) {
  const lead = useShortLeadForm({
    schema: loadShortLeadSchema,
    defaultCountry: props.defaultCountry,
    phoneOptions: props.phoneOptions,
    asksEmail: true,
    formVariant: 'brochure',
    send: async (payload) =>
      (await import('@/lib/api/short-form-client.ts')).requestBrochure(props.universitySlug, payload),
  });

  if (lead.result) return <LeadAccepted>{lead.result.message}</LeadAccepted>;
  return (
    <ShortLeadForm
      {...props}
      lead={lead}
      label={`Get the ${props.title}`}
      idPrefix="brochure"
      nameLabel="Name"
      submitLabel="Email me the brochure"
      pendingLabel="Sending…"
    />
  );
}
