import { NO_RESPONSE_MESSAGE, STATUS_MESSAGES, TIMEOUT_MESSAGE } from '@meridian/domain/error-catalogue';

/** A failed call, carrying the catalogue text a user may be shown (SPEC.md §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | undefined;
  /** The request field the API named as at fault, as it named it (`body.mobile`, `query.token`). */
  readonly field: string | undefined;
  /** What the API said is wrong with that field (`is not a valid mobile number`). */
  readonly detail: string | undefined;

  constructor(options: {
    status: number;
    errorCode?: string | undefined;
    message: string;
    field?: string | undefined;
    detail?: string | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.errorCode = options.errorCode;
    this.field = options.field;
    this.detail = options.detail;
  }

  /** The field as a form names it: schema validation says `body.mobile`, a service `mobile`. */
  get formField(): string | undefined {
    return this.field?.replace(/^body\./, '');
  }

  /** The refusal of one of a form's own fields, worded to stand beside it ("Is not a listing we show"). */
  fieldErrorIn<T extends string>(fields: readonly T[]): { field: T; message: string } | undefined {
    const field = fields.find((name) => name === this.formField);
    if (field === undefined || !this.detail) return undefined;
    return { field, message: `${this.detail.charAt(0).toUpperCase()}${this.detail.slice(1)}` };
  }

  static timeout(): ApiError {
    return unreachable('TIMEOUT', TIMEOUT_MESSAGE);
  }

  static noResponse(): ApiError {
    return unreachable('NO_RESPONSE', NO_RESPONSE_MESSAGE);
  }
}

/**
 * Next.js hands an error page only the `digest` of what a server component threw, never its
 * message (in production). An API that could not be reached says how in its digest, so the page
 * can show the right catalogue text; the suffix keeps each failure's digest its own in the logs.
 */
function unreachable(code: 'TIMEOUT' | 'NO_RESPONSE', message: string): ApiError {
  const error = new ApiError({ status: 0, errorCode: code, message });
  return Object.assign(error, { digest: `${code}:${Math.random().toString(36).slice(2, 10)}` });
}

/** What a page that could not be built says (SPEC.md §8): the connection or timeout text, else the 500 text. */
export function pageFailureText(error: unknown): string {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : '';
  if (digest.startsWith('TIMEOUT:')) return TIMEOUT_MESSAGE;
  if (digest.startsWith('NO_RESPONSE:')) return NO_RESPONSE_MESSAGE;
  return STATUS_MESSAGES[500]!;
}
