import { errorMessageFor, NO_RESPONSE_MESSAGE } from '@meridian/domain/error-catalogue';
import { ApiErrorResponse } from '@meridian/domain/error-response';
import { ApiError } from './api-error.ts';

/** A 400 says what is wrong with the field at fault after the text: `… (body.mobile: not valid)`. */
const FIELD_SUFFIX = / \(([\w.-]+): (.*)\)$/s;

/**
 * The one reader of the error envelope `{status:false, errorCode, message}` (SPEC.md §8), used by
 * the server client and the browser client alike. With a support address (the server, talking to
 * the API) the text is worded from the catalogue by code and status; without one (the browser,
 * talking to the proxy) the proxy has already worded it. A body without the envelope did not come
 * from the proxy but from something on the way, so the browser shows the connection text.
 */
export function apiErrorOf(status: number, body: unknown, wording: { supportEmail?: string } = {}): ApiError {
  const { supportEmail } = wording;
  const envelope = ApiErrorResponse.safeParse(body);
  if (!envelope.success) {
    const message =
      supportEmail === undefined ? NO_RESPONSE_MESSAGE : errorMessageFor({ status, supportEmail });
    return new ApiError({ status, message });
  }
  const { errorCode, field } = envelope.data;
  // The field comes as data; the text after the message only says what is wrong with it.
  const suffix = field === undefined ? undefined : FIELD_SUFFIX.exec(envelope.data.message);
  const sent = suffix ? envelope.data.message.slice(0, suffix.index) : envelope.data.message;
  return new ApiError({
    status,
    errorCode,
    message: supportEmail === undefined ? sent : errorMessageFor({ status, errorCode, supportEmail }),
    field: field === undefined ? undefined : { name: field, detail: suffix?.[2] ?? '' },
  });
}

/** The envelope the proxy answers the browser with: the catalogue text, and the field as the API sent it. */
export function envelopeOf(error: ApiError): ApiErrorResponse {
  const envelope = { status: false as const, errorCode: error.errorCode ?? 'UPSTREAM' };
  if (error.field === undefined) return { ...envelope, message: error.message };
  return {
    ...envelope,
    message: `${error.message} (${error.field}: ${error.detail ?? ''})`,
    field: error.field,
  };
}
