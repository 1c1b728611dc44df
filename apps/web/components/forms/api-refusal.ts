import { TIMEOUT_MESSAGE } from '@meridian/domain/error-catalogue';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error.ts';

/**
 * Where a form shows the API's refusal: next to the field the API named (`field` in the error
 * envelope), or next to the field an error code belongs to (a wrong OTP); anything else (OTP limits,
 * unreachable servers) is the text returned for the form's alert.
 */
export function placeApiRefusal<TFields extends FieldValues>(
  error: unknown,
  form: {
    setError: UseFormSetError<TFields>;
    fields: readonly string[];
    codeFields?: Partial<Record<string, Path<TFields>>> | undefined;
  },
): string | undefined {
  if (!(error instanceof ApiError)) return TIMEOUT_MESSAGE;
  // A named field first: it says why (an expired OTP), where the code alone says only "no match".
  const refused = error.fieldErrorIn(form.fields);
  if (refused) {
    form.setError(refused.field as Path<TFields>, { message: refused.message });
    return undefined;
  }
  const codeField = error.errorCode ? form.codeFields?.[error.errorCode] : undefined;
  if (!codeField) return error.message;
  form.setError(codeField, { message: error.message });
  return undefined;
}
