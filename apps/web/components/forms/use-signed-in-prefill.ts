'use client';

import { useEffect, useRef } from 'react';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import { useSession } from '@/lib/session/use-session.ts';

type ContactField = 'name' | 'email' | 'mobile';

/** What the prefill needs of a lead form whose values have name, mobile and (maybe) email. */
export interface PrefillForm {
  getValues(name: ContactField): string | undefined;
  setValue(name: ContactField, value: string): void;
}

/**
 * Fills a lead form's empty name, mobile and (where the form asks for it) email with the signed-in
 * learner's, once their session has loaded in the browser: the page is rendered the same for
 * everyone, and nothing the person has already entered (a country they chose too) is replaced.
 */
export function useSignedInPrefill(
  form: PrefillForm,
  options: {
    asksEmail: boolean;
    phoneOptions: readonly PhoneCountryOption[];
    /** The phone field's country now, the form's default, and how to change it. */
    country: PhoneCountry;
    defaultCountry: PhoneCountry;
    onCountryChange: (country: PhoneCountry, dialCode: string) => void;
  },
) {
  const { user } = useSession();
  const { asksEmail, phoneOptions, onCountryChange } = options;
  const countryChosen = options.country !== options.defaultCountry;
  // Once per person: a field they clear afterwards stays clear.
  const filledFor = useRef<string>(undefined);
  useEffect(() => {
    if (!user || filledFor.current === user.id) return;
    filledFor.current = user.id;
    // Loaded for a signed-in learner only: reading a number's country takes libphonenumber's
    // metadata (33 KB), which a visitor's page need not carry.
    void import('@/lib/forms/contact-prefill.ts').then(({ contactPrefill }) => {
      const prefill = contactPrefill(user, phoneOptions);
      const fillEmpty = (field: ContactField, value: string | null) => {
        if (value && !form.getValues(field)) form.setValue(field, value);
      };
      fillEmpty('name', prefill.name);
      if (asksEmail) fillEmpty('email', prefill.email);
      if (prefill.phone && !form.getValues('mobile') && !countryChosen) {
        onCountryChange(prefill.phone.country, prefill.phone.dialCode);
        form.setValue('mobile', prefill.phone.mobile);
      }
    });
  }, [user, form, asksEmail, phoneOptions, countryChosen, onCountryChange]);
}
