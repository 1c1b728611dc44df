'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TIMEOUT_MESSAGE } from '@meridian/domain/error-catalogue';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error.ts';
import { trackLeadSubmitted } from '@/lib/analytics/track-event.ts';

/**
 * The submit half of the form engine: runs the call, puts a field error the API names next to
 * that field, and anything else (OTP limits, unreachable servers) in the form's alert.
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
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setAlert(TIMEOUT_MESSAGE);
        return;
      }
      // A named field first: it says why (an expired OTP), where the code alone says only "no match".
      const refused = error.fieldErrorIn(options.fields);
      if (refused) {
        options.setError(refused.field as Path<TFields>, { message: refused.message });
        return;
      }
      const codeField = error.errorCode ? options.codeFields?.[error.errorCode] : undefined;
      if (codeField) {
        options.setError(codeField, { message: error.message });
      } else {
        setAlert(error.message);
      }
    },
  });
  return { submit: mutation.mutate, pending: mutation.isPending, alert };
}
