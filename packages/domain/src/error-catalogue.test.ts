import { describe, expect, it } from 'vitest';
import { errorMessageFor, NO_RESPONSE_MESSAGE } from './error-catalogue.ts';

const email = 'support@meridian.study';

describe('error catalogue', () => {
  it('gives the generic apology for 400, 404, 409, 500 and the 7xx/8xx statuses', () => {
    for (const status of [400, 404, 409, 500, 701, 702, 801]) {
      expect(errorMessageFor({ status, supportEmail: email })).toBe(
        'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime.',
      );
    }
  });

  it('names the support address for 401, 403 and 503', () => {
    for (const status of [401, 403, 503]) {
      expect(errorMessageFor({ status, supportEmail: email })).toBe(
        "You currently don't have permissions to access this page or feature. Please send mail to support@meridian.study",
      );
    }
  });

  it('gives the OTP text for 429', () => {
    expect(errorMessageFor({ status: 429, supportEmail: email })).toBe(
      'You have exhausted attempts to receive new OTPs.Please try after sometime.',
    );
  });

  it('lets an error code override the status text', () => {
    expect(errorMessageFor({ status: 400, errorCode: 'LS_OTP_1100', supportEmail: email })).toBe(
      'The OTP does not match. Please re-enter the OTP.',
    );
    expect(errorMessageFor({ status: 500, errorCode: 'INTERNAL_SERVER_ERROR', supportEmail: email })).toBe(
      'Something went wrong.',
    );
  });

  it('falls back to the status text for an unknown code, and to the connection text without a status', () => {
    expect(errorMessageFor({ status: 404, errorCode: 'XX_UNKNOWN', supportEmail: email })).toContain(
      'Apologies!',
    );
    expect(errorMessageFor({ supportEmail: email })).toBe(NO_RESPONSE_MESSAGE);
  });
});
