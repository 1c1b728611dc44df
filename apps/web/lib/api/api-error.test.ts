import { describe, expect, it } from 'vitest';
import { NO_RESPONSE_MESSAGE, STATUS_MESSAGES, TIMEOUT_MESSAGE } from '@meridian/domain/error-catalogue';
import { ApiError, pageFailureText } from './api-error.ts';
import { apiErrorOf, envelopeOf } from './api-error-envelope.ts';

/** What Next.js hands an error page in production: a generic error that keeps only the digest. */
const asSentToErrorPage = (error: Error) =>
  Object.assign(new Error('An error occurred in the Server Components render.'), {
    digest: (error as Error & { digest?: string }).digest,
  });

describe('page failure text', () => {
  it('says the API could not be reached, or took too long, from the digest alone', () => {
    expect(pageFailureText(asSentToErrorPage(ApiError.noResponse()))).toBe(NO_RESPONSE_MESSAGE);
    expect(pageFailureText(asSentToErrorPage(ApiError.timeout()))).toBe(TIMEOUT_MESSAGE);
  });

  it('gives any other failure the 500 text', () => {
    expect(pageFailureText(asSentToErrorPage(apiErrorOf(500, undefined, { supportEmail: 'x@y.z' })))).toBe(
      STATUS_MESSAGES[500],
    );
    expect(pageFailureText(Object.assign(new Error('boom'), { digest: '2817364' }))).toBe(
      STATUS_MESSAGES[500],
    );
    expect(pageFailureText('thrown string')).toBe(STATUS_MESSAGES[500]);
  });

  it('gives each unreachable failure its own digest, for the server log', () => {
    const digests = new Set(Array.from({ length: 5 }, () => asSentToErrorPage(ApiError.noResponse()).digest));
    expect(digests.size).toBe(5);
  });
});

describe('error envelope', () => {
  const API_BODY = {
    status: false,
    errorCode: 'BAD_REQUEST',
    message: 'server text (body.moveInMonth: that month has passed (choose a later one))',
    field: 'body.moveInMonth',
    detail: 'that month has passed (choose a later one)',
  };

  it('reads the field at fault and what is wrong with it as data, and the proxy passes both on', () => {
    const refused = apiErrorOf(400, API_BODY, { supportEmail: 'x@y.z' });
    expect(refused).toMatchObject({
      message: STATUS_MESSAGES[400],
      field: 'body.moveInMonth',
      detail: 'that month has passed (choose a later one)',
    });
    expect(envelopeOf(refused)).toEqual({
      status: false,
      errorCode: 'BAD_REQUEST',
      message: STATUS_MESSAGES[400],
      field: 'body.moveInMonth',
      detail: 'that month has passed (choose a later one)',
    });
    expect(apiErrorOf(400, envelopeOf(refused))).toMatchObject({
      status: 400,
      errorCode: 'BAD_REQUEST',
      message: STATUS_MESSAGES[400],
      field: 'body.moveInMonth',
      detail: 'that month has passed (choose a later one)',
    });
  });

  it('never takes the detail from the shape of the text', () => {
    const { detail: _detail, ...withoutDetail } = API_BODY;
    expect(apiErrorOf(400, withoutDetail)).toMatchObject({
      message: API_BODY.message,
      field: 'body.moveInMonth',
      detail: undefined,
    });
  });
});
