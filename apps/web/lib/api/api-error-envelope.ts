import { errorMessageFor, NO_RESPONSE_MESSAGE } from '@meridian/domain/error-catalogue';
import { ApiErrorResponse } from '@meridian/domain/error-response';
import { ApiError } from './api-error.ts';

/**
 * The one reader of the error envelope `{status:false, errorCode, message, field?, detail?}` (SPEC.md
 * §8), used by the server client and the browser client alike. With a support address (the server,
 * talking to the API) the text is worded from the catalogue by code and status; without one (the
 * browser, talking to the proxy) the proxy has already worded it. The field at fault and what is
 * wrong with it come as data. A body without the envelope did not come from the proxy but from
 * something on the way, so the browser shows the connection text.
 */
export function apiErrorOf(status: number, body: unknown, wording: { supportEmail?: string } = {}): ApiError {
  const { supportEmail } = wording;
  const envelope = ApiErrorResponse.safeParse(body);
  if (!envelope.success) {
    const message =
      supportEmail === undefined ? NO_RESPONSE_MESSAGE : errorMessageFor({ status, supportEmail });
    return new ApiError({ status, message });
  }
  const { errorCode, field, detail } = envelope.data;
  return new ApiError({
    status,
    errorCode,
    message:
      supportEmail === undefined
        ? envelope.data.message
        : errorMessageFor({ status, errorCode, supportEmail }),
    field,
    detail,
  });
}

/** The envelope the proxy answers the browser with: the catalogue text, and the field at fault as data. */
export function envelopeOf(error: ApiError): ApiErrorResponse {
  const envelope = {
    status: false as const,
    errorCode: error.errorCode ?? 'UPSTREAM',
    message: error.message,
  };
  if (error.field === undefined) return envelope;
  return { ...envelope, field: error.field, ...(error.detail === undefined ? {} : { detail: error.detail }) };
}
