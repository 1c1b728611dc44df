'use client';

import { useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { ShortLeadFormFields, withValidMobile } from '@meridian/domain/lead/schemas';
import { requestEbookDownload } from '@/lib/api/short-form-client.ts';
import { FormAlert } from '@/components/forms/fields.tsx';
import type { LeadFormContext } from '@/components/forms/lead-form-context.ts';
import { LeadAccepted, ShortLeadForm } from '@/components/forms/short-lead-form.client.tsx';
import { useShortLeadForm } from '@/components/forms/use-short-lead-form.ts';
import styles from '@/components/forms/form.module.css';
import { Button } from '@/components/ui/button.tsx';

const DownloadFormSchema = withValidMobile(
  ShortLeadFormFields.pick({
    name: true,
    email: true,
    countryCode: true,
    mobile: true,
    contactConsent: true,
  }),
);
type Output = z.output<typeof DownloadFormSchema>;
type Contact = Pick<Output, 'name' | 'email' | 'countryCode' | 'mobile'>;

/**
 * The form is asked once per browser: after the first download the contact is remembered here, and
 * later downloads send it again (the lead service adds a touchpoint to the same lead).
 */
const CONTACT_KEY = 'meridian_ebook_contact';

function parseContact(raw: string | null): Contact | undefined {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    const parsed = DownloadFormSchema.safeParse({ ...(value as object), contactConsent: true });
    if (!parsed.success) return undefined;
    const { name, email, countryCode, mobile } = parsed.data;
    return { name, email, countryCode, mobile };
  } catch {
    return undefined;
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export function EbookDownload(props: LeadFormContext & { slug: string; title: string }) {
  const stored = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(CONTACT_KEY),
    () => null,
  );
  const known = useMemo(() => parseContact(stored), [stored]);

  const lead = useShortLeadForm({
    schema: async () => DownloadFormSchema,
    defaultCountry: props.defaultCountry,
    phoneOptions: props.phoneOptions,
    asksEmail: true,
    formVariant: `ebook-${props.slug}`,
    send: async (payload) => {
      const { name, email, countryCode, mobile } = payload;
      const result = await requestEbookDownload(props.slug, payload);
      return { contact: { name, email, countryCode, mobile }, result };
    },
    onSuccess: ({ contact, result }) => {
      window.localStorage.setItem(CONTACT_KEY, JSON.stringify(contact));
      window.location.assign(result.mainFileUrl);
    },
  });

  if (lead.result) {
    return (
      <LeadAccepted>
        Your download has started. <a href={lead.result.result.mainFileUrl}>Download {props.title} (PDF)</a>{' '}
        again if it did not.
      </LeadAccepted>
    );
  }
  if (known) {
    return (
      <div className={styles.actions}>
        {lead.alert && <FormAlert>{lead.alert}</FormAlert>}
        <Button
          variant="primary"
          disabled={lead.pending}
          onClick={() => lead.submit({ ...known, contactConsent: true })}
        >
          Download the PDF
        </Button>
      </div>
    );
  }
  return (
    <ShortLeadForm
      {...props}
      lead={lead}
      label="Download the e-book"
      idPrefix="ebook"
      submitLabel="Download the PDF"
    />
  );
}
