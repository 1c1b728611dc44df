'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { trackLeadSubmitted } from '@/lib/analytics/track-event.ts';
import { placeApiRefusal } from './api-refusal.ts';

/**
 * The submit half of the lead forms: runs the call and places the API's refusal (`placeApiRefusal`),
 * recording an accepted lead.
 */
export function useLeadSubmit<TFields extends FieldValues, TVariables, TResult>(options: {
  /** Sends what the form validated (its output, which may differ from the fields' raw values). */
  send: (values: TVariables) => Promise<TResult>;
  setError: UseFormSetError<TFields>;
  fields: readonly string[];
  /** Error codes that belong to one field, e.g. a wrong OTP next to the OTP box. */
  codeFields?: Partial<Record<string, Path<TFields>>>;
  onSuccess: (result: TResult) => void;
  /**
   * Which form this is (enquiry2, brochure…), recorded as a lead_submitted event once the API
   * accepts; null for a step that is not a new lead, such as checking an OTP.
   */
  formVariant: string | null;
}) {
  const [alert, setAlert] = useState<string>();
  const mutation = useMutation({
    mutationFn: options.send,
    onMutate: () => setAlert(undefined),
    onSuccess: (result) => {
      if (options.formVariant !== null) trackLeadSubmitted(options.formVariant);
      options.onSuccess(result);
    },
    onError: (error) => setAlert(placeApiRefusal(error, options)),
  });
  return { submit: mutation.mutate, pending: mutation.isPending, alert };
}
