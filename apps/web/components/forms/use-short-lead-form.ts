'use client';

import { useState } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver.ts';
import { trackingFields } from './tracking-fields.ts';
import { useLeadSubmit } from './use-lead-submit.ts';

/** The fields every short lead form opens with (email only where the form asks for it). */
export interface ShortLeadValues {
  name: string;
  email?: string;
  countryCode: string;
  mobile: string;
  contactConsent: boolean;
}

export interface ShortLead<TValues extends ShortLeadValues, TOutput, TResult> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  asksEmail: boolean;
  submit: (values: TOutput) => void;
  pending: boolean;
  alert: string | undefined;
  /** The API's answer once it accepted the lead. */
  result: TResult | undefined;
  /** Starts loading the form's checks (the form calls it on its first focus). */
  preload: () => void;
}

/**
 * The state of a short lead form (contact, e-book, call-me-back, accommodation, brochure): the
 * shared fields' defaults, validation as the person leaves each field, and a submit that sends the
 * form's values with the consent and where the visit came from, recorded as a lead once accepted.
 */
export function useShortLeadForm<TValues extends ShortLeadValues, TOutput, TResult>(options: {
  /** The form's schema, loaded on demand (`lazyZodResolver`). */
  schema: () => Promise<z.ZodType<TOutput, TValues>>;
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  asksEmail: boolean;
  /** The form's own fields: their starting values, and the names the API may give an error. */
  ownDefaults?: Partial<TValues>;
  ownFields?: readonly string[];
  formVariant: string;
  send: (payload: TOutput & { contactConsent: true } & ReturnType<typeof trackingFields>) => Promise<TResult>;
  onSuccess?: (result: TResult) => void;
}): ShortLead<TValues, TOutput, TResult> {
  const [result, setResult] = useState<TResult>();
  const [{ resolver, preload }] = useState(() => lazyZodResolver(options.schema));
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: '',
      ...(options.asksEmail ? { email: '' } : {}),
      countryCode: options.phoneOptions.find((o) => o.country === options.defaultCountry)?.dialCode ?? '',
      mobile: '',
      contactConsent: false,
      ...options.ownDefaults,
    } as DefaultValues<TValues>,
  });
  const { submit, pending, alert } = useLeadSubmit({
    // The schema only lets a ticked consent through.
    send: (values: TOutput) =>
      options.send({ ...values, contactConsent: true, ...trackingFields(options.formVariant) }),
    formVariant: options.formVariant,
    setError: form.setError,
    fields: [
      'name',
      ...(options.asksEmail ? ['email'] : []),
      'countryCode',
      'mobile',
      'contactConsent',
      ...(options.ownFields ?? []),
    ],
    onSuccess: (accepted) => {
      setResult(accepted);
      options.onSuccess?.(accepted);
    },
  });
  return { form, asksEmail: options.asksEmail, submit, pending, alert, result, preload };
}
