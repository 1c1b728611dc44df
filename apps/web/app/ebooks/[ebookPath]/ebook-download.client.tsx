'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import { ShortLeadFormFields, withValidMobile } from '@meridian/domain/lead/schemas';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import { requestEbookDownload } from '@/lib/api/short-form-client.ts';
import { ConsentField, FormAlert } from '@/components/forms/fields.tsx';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { trackingFields } from '@/components/forms/tracking-fields.ts';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import styles from '@/components/forms/form.module.css';

const DownloadFormSchema = withValidMobile(
  ShortLeadFormFields.pick({
    name: true,
    email: true,
    countryCode: true,
    mobile: true,
    contactConsent: true,
  }),
);
type Values = z.input<typeof DownloadFormSchema>;
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

export function EbookDownload(props: {
  slug: string;
  title: string;
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  consentText: string;
}) {
  const [fileUrl, setFileUrl] = useState<string>();
  const stored = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(CONTACT_KEY),
    () => null,
  );
  const known = useMemo(() => parseContact(stored), [stored]);

  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(DownloadFormSchema),
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
  const formVariant = `ebook-${props.slug}`;
  const { submit, pending, alert } = useLeadSubmit({
    send: async ({ name, email, countryCode, mobile }: Output) => {
      const contact: Contact = { name, email, countryCode, mobile };
      const result = await requestEbookDownload(props.slug, {
        ...contact,
        contactConsent: true,
        ...trackingFields(formVariant),
      });
      return { contact, result };
    },
    formVariant,
    setError: form.setError,
    fields: ['name', 'email', 'countryCode', 'mobile', 'contactConsent'],
    onSuccess: ({ contact, result }) => {
      window.localStorage.setItem(CONTACT_KEY, JSON.stringify(contact));
      setFileUrl(result.mainFileUrl);
      window.location.assign(result.mainFileUrl);
    },
  });

  if (fileUrl) {
    return (
      <p className={styles.success}>
        Your download has started. <a href={fileUrl}>Download {props.title} (PDF)</a> again if it did not.
      </p>
    );
  }
  if (known) {
    return (
      <div className={styles.actions}>
        {alert && <FormAlert>{alert}</FormAlert>}
        <button
          type="button"
          className={styles.primary}
          disabled={pending}
          onClick={() => submit({ ...known, contactConsent: true })}
        >
          Download the PDF
        </button>
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Download the e-book"
      onSubmit={form.handleSubmit((values) => submit(values))}
    >
      <ContactFields
        form={form}
        idPrefix="ebook"
        phoneOptions={props.phoneOptions}
        defaultCountry={props.defaultCountry}
        email={{ registration: form.register('email'), error: errors.email?.message }}
      />
      <ConsentField
        id="ebook-consent"
        text={props.consentText}
        registration={form.register('contactConsent')}
        error={errors.contactConsent?.message}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          Download the PDF
        </button>
      </div>
    </form>
  );
}
