import type { UserLite } from '@meridian/domain/auth/session';
import { countryOfNumber, type DiallingCode, type PhoneCountry } from '@meridian/domain/lead/phone';

/** What a lead form can fill in for a signed-in learner: their name, email and mobile. */
export interface ContactPrefill {
  name: string;
  email: string | null;
  /** The phone field's country, the prefix it sends, and the number typed after it. */
  phone: { country: PhoneCountry; dialCode: string; mobile: string } | null;
}

/**
 * The learner's contact as a lead form's fields hold it: the mobile split into the country the
 * phone field offers (of `options`) and the digits after its prefix; none when the form offers
 * no such country.
 */
export function contactPrefill(
  user: Pick<UserLite, 'fullName' | 'email' | 'mobile'>,
  options: readonly DiallingCode[],
): ContactPrefill {
  const { mobile } = user;
  const country = mobile ? countryOfNumber(mobile) : undefined;
  const option = options.find((o) => o.country === country && mobile?.startsWith(o.dialCode));
  return {
    name: user.fullName,
    email: user.email,
    phone:
      mobile && option
        ? { country: option.country, dialCode: option.dialCode, mobile: mobile.slice(option.dialCode.length) }
        : null,
  };
}
