import {
  ERROR_CODES,
  errorMessageFor,
  type ApiErrorResponse,
  type ErrorCode,
} from '@meridian/domain/error-catalogue';

/** A refusal of the web app's own routes, in the API's error shape (SPEC.md §8). */
export function errorAnswer(errorCode: ErrorCode, supportEmail: string, headers?: HeadersInit): Response {
  const body: ApiErrorResponse = {
    status: false,
    errorCode,
    message: errorMessageFor({ errorCode, supportEmail }),
  };
  return Response.json(body, { status: ERROR_CODES[errorCode].status, ...(headers ? { headers } : {}) });
}
