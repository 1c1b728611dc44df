import { ERROR_CODES, errorMessageFor, type ErrorCode } from '@meridian/domain/error-catalogue';
import type { ApiErrorResponse } from '@meridian/domain/error-response';

/** A refusal by the web app's API proxy or its own routes, in the API's error model (SPEC.md §8) and with its catalogue status. */
export function apiRefusal(errorCode: ErrorCode, supportEmail: string, headers?: HeadersInit): Response {
  const body: ApiErrorResponse = {
    status: false,
    errorCode,
    message: errorMessageFor({ errorCode, supportEmail }),
  };
  return Response.json(body, { status: ERROR_CODES[errorCode].status, headers });
}
