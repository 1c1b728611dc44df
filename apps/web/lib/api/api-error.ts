import { errorMessageFor, NO_RESPONSE_MESSAGE, TIMEOUT_MESSAGE } from '@meridian/domain/error-catalogue';

/** A failed call, carrying the catalogue text a user may be shown (SPEC.md §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | undefined;

  constructor(options: { status: number; errorCode?: string | undefined; message: string }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.errorCode = options.errorCode;
  }

  static fromResponse(status: number, errorCode: string | undefined, supportEmail: string): ApiError {
    return new ApiError({ status, errorCode, message: errorMessageFor({ status, errorCode, supportEmail }) });
  }

  static timeout(): ApiError {
    return new ApiError({ status: 0, errorCode: 'TIMEOUT', message: TIMEOUT_MESSAGE });
  }

  static noResponse(): ApiError {
    return new ApiError({ status: 0, errorCode: 'NO_RESPONSE', message: NO_RESPONSE_MESSAGE });
  }
}
