import {
  ApiErrorResponse,
  errorMessageFor,
  NO_RESPONSE_MESSAGE,
  STATUS_MESSAGES,
  TIMEOUT_MESSAGE,
} from '@meridian/domain/error-catalogue';

/** A 400 says what is wrong with the field at fault after the text: `… (body.mobile: not valid)`. */
const FIELD_SUFFIX = / \(([\w.-]+): (.*)\)$/s;

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
    field?: { name: string; detail: string } | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.errorCode = options.errorCode;
    this.field = options.field?.name;
    this.detail = options.field?.detail;
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
