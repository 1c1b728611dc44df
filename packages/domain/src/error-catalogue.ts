/** SPEC.md §8: the texts a user sees, by HTTP status. `{email}` is the support address. */
const GENERIC =
  'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime.';
const NO_PERMISSION =
  "You currently don't have permissions to access this page or feature. Please send mail to {email}";

export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: GENERIC,
  404: GENERIC,
  409: GENERIC,
  500: GENERIC,
  701: GENERIC,
  702: GENERIC,
  801: GENERIC,
  401: NO_PERMISSION,
  403: NO_PERMISSION,
  503: NO_PERMISSION,
  429: 'You have exhausted attempts to receive new OTPs.Please try after sometime.',
};

export const NO_RESPONSE_MESSAGE =
  'We are experiencing internet challenges with your connection. Please check your internet connection.';
export const TIMEOUT_MESSAGE = 'We are not able to reach our servers. Please check your internet connection.';
export const LEAD_SUCCESS_MESSAGE =
  'Thanks for sharing your information. One of our counsellors will be in touch with you soon.';

/** SPEC.md §8: an errorCode overrides the status text. Each code carries the HTTP status it is sent with. */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: GENERIC },
  UNSUPPORTED_FILE: { status: 400, message: 'Unsupported file. Please upload a PNG, JPEG, JPG or PDF file.' },
  /** The same refusal for a screenshot, where only images are taken. */
  UNSUPPORTED_IMAGE: {
    status: 400,
    message: 'Unsupported file. Please upload a PNG, JPEG, JPG or WebP image.',
  },
  /** The same refusal for a university's brochure, where only a PDF is taken. */
  UNSUPPORTED_PDF: { status: 400, message: 'Unsupported file. Please upload the brochure as a PDF file.' },
  NOT_FOUND: { status: 404, message: GENERIC },
  /** A write sent as anything but JSON or a multipart upload (SPEC.md §8 gives 415 no text of its own). */
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'This request could not be read. Please refresh the page and try again.',
  },
  /** A body over the limit, refused before it is read. */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'This request is too large. Please upload a smaller file.' },
  /** A write from another site's page, which must not act with a visitor's session or send SMS for it. */
  CROSS_SITE_REQUEST: {
    status: 403,
    message: 'This request did not come from our website. Please open the page on our website and try again.',
  },
  UNAUTHORIZED: { status: 401, message: NO_PERMISSION },
  FORBIDDEN: { status: 403, message: NO_PERMISSION },
  SERVICE_UNAVAILABLE: { status: 503, message: NO_PERMISSION },
  TOO_MANY_REQUESTS: { status: 429, message: STATUS_MESSAGES[429]! },
  INTERNAL_SERVER_ERROR: { status: 500, message: 'Something went wrong.' },
  /**
   * The provider refused a message for good (a retry cannot help), so nothing is on its way: the user
   * is told, never shown a false success. A provider that is only down is no error: the message is
   * queued and retried.
   */
  DELIVERY_FAILED: { status: 502, message: GENERIC },
  /** A signed download link past its week (SPEC.md §8 gives 410 no text of its own). */
  LINK_EXPIRED: { status: 410, message: 'This link has expired. Please ask for a new one.' },
  /** SPEC.md §8: the user is told, then sent to the webinars page to watch past sessions. */
  WEBINAR_REGISTRATION_CLOSED: {
    status: 409,
    message: 'Registration for this webinar is closed. You can watch our past sessions on the webinars page.',
  },
  /** OTP SMS go only to the countries the site serves (issue 19: SMS toll fraud); the form marks the mobile. */
  SMS_COUNTRY_NOT_SERVED: {
    status: 400,
    message:
      'We can send the OTP only to mobile numbers in the countries we serve. Please enter a mobile number from one of them.',
  },
  /** The site's hourly SMS budget is spent (an alert is logged); as the OTP limit, in its words. */
  SMS_BUDGET_EXHAUSTED: { status: 429, message: STATUS_MESSAGES[429]! },
  /** A learner's documents are capped in number and size (issue 19: uploads have a quota). */
  DOCUMENT_QUOTA_EXCEEDED: {
    status: 409,
    message:
      'You have uploaded as many documents as we can keep for you. Please delete one you no longer need and try again.',
  },
  LS_OTP_1100: { status: 400, message: 'The OTP does not match. Please re-enter the OTP.' },
  /** The OTP lockouts answer 429 like every other limit (issue 28), with their own words. */
  LS_OTP_1101: { status: 429, message: 'Maximum resend attempts reached. Please retry after sometime.' },
  LS_OTP_1102: { status: 429, message: 'OTP verification attempts exceeded. Please retry after sometime.' },
  LS_OTP_1103: { status: 429, message: STATUS_MESSAGES[429]! },
  UM_MA_4003: { status: 409, message: 'This mobile number already exists.' },
  UM_EA_4002: { status: 409, message: 'This email already exists.' },
  UE_UAI_4005: { status: 404, message: 'Preferred level of education not found.' },
  US_DLAE_4008: { status: 409, message: 'A document with this label already exists.' },
  UD_EA_4002: { status: 404, message: 'User document not found.' },
  US_AE_4007: { status: 409, message: 'This application already exists.' },
  US_RNA_4008: { status: 409, message: 'This recommendation is already applied and cannot be updated.' },
  UM_NF_4001: { status: 401, message: 'These credentials do not match any account.' },
  UM_INV_4004: { status: 401, message: 'These credentials do not match any account.' },
  US_BNF_2010: { status: 200, message: 'The brochure will be sent to your email shortly.' },
  UM_IC_4001: { status: 401, message: 'Invalid credentials.' },
  AU_UNA_4002: { status: 403, message: 'Your account is deactivated. Please send mail to {email}' },
  /** Appointments (issue 17; SPEC.md §8 gives no texts for them, so these are ours). */
  AP_SLT_4009: {
    status: 409,
    message: 'Sorry, someone has just booked this time. Please choose another slot.',
  },
  AP_SLT_4004: { status: 404, message: 'This time is no longer available. Please choose another slot.' },
  AP_BKG_4009: {
    status: 409,
    message: 'This booking has been cancelled or has already taken place, so it cannot be changed.',
  },
  AP_BKG_4029: {
    status: 429,
    message:
      'You already have upcoming appointments booked with this mobile number or email. Please attend or cancel one before booking another.',
  },
  /** Payments (issue 16; SPEC.md §8 gives no payment texts, so these are ours). */
  PY_SIG_4001: {
    status: 400,
    message:
      'We could not verify this payment, so it has not been recorded. Please try again or mail {email}',
  },
  PY_BGT_4009: { status: 409, message: 'You have already purchased this program.' },
  PY_CPN_4001: { status: 400, message: 'This coupon code is not valid. Please check it and try again.' },
  PY_CPN_4002: { status: 400, message: 'This coupon has expired.' },
  PY_CPN_4003: { status: 400, message: 'This coupon is not active yet.' },
  PY_CPN_4004: { status: 400, message: 'This coupon has been used up.' },
  PY_CPN_4005: { status: 400, message: 'You have already used this coupon.' },
  PY_CPN_4006: { status: 400, message: 'This coupon is not valid for this program.' },
  PY_CPN_4007: { status: 400, message: 'This coupon cannot be used for payments in this currency.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

function withEmail(text: string, supportEmail: string): string {
  return text.replaceAll('{email}', supportEmail);
}

/** The catalogue text for a code, else for a status, else the generic text. */
export function errorMessageFor(options: {
  status?: number;
  errorCode?: string;
  supportEmail: string;
}): string {
  const { status, errorCode, supportEmail } = options;
  if (errorCode && errorCode in ERROR_CODES) {
    return withEmail(ERROR_CODES[errorCode as ErrorCode].message, supportEmail);
  }
  if (status === undefined || status === 0) return NO_RESPONSE_MESSAGE;
  return withEmail(STATUS_MESSAGES[status] ?? GENERIC, supportEmail);
}
