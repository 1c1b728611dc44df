'use client';

import { useState } from 'react';
import type { PhoneCountry } from '@meridian/domain/lead/phone';

/** The two fields of a form the phone country touches; every lead form's values have them. */
interface PhoneForm {
  setValue(name: 'countryCode', value: string): void;
  getFieldState(name: 'mobile'): { isTouched: boolean };
  trigger(name: 'mobile'): Promise<boolean>;
}

/**
 * The country chosen in a `PhoneField`: the select shows the country (two can share a prefix, +7),
 * the form keeps its prefix in `countryCode`, and a mobile already typed is checked again against
 * the new country so its error appears or clears at once.
 */
export function usePhoneCountry(form: PhoneForm, defaultCountry: PhoneCountry) {
  const [country, setCountry] = useState(defaultCountry);
  const onCountryChange = (next: PhoneCountry, dialCode: string) => {
    setCountry(next);
    form.setValue('countryCode', dialCode);
    if (form.getFieldState('mobile').isTouched) void form.trigger('mobile');
  };
  return { country, onCountryChange };
}
