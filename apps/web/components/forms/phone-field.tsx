'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import { Select } from '@/components/ui/select.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { FieldError, fieldAria } from '@/components/ui/field.tsx';
import styles from './form.module.css';

/**
 * The mobile number at full width, its country code a compact `+91 ▾` before it. The select's value
 * is the country (two countries can share a prefix, +7 Russia and Kazakhstan); the form keeps the
 * prefix (`countryCode`). The select lies see-through over the short code, so it opens the full
 * list of countries by name while showing only the prefix.
 */
export function PhoneField(props: {
  idPrefix: string;
  options: readonly PhoneCountryOption[];
  country: PhoneCountry;
  onCountryChange: (country: PhoneCountry, dialCode: string) => void;
  mobile: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { options } = props;
  const mobileId = `${props.idPrefix}-mobile`;
  const dialCode = options.find((o) => o.country === props.country)?.dialCode;
  return (
    <div className={styles.field}>
      <label htmlFor={mobileId}>Mobile number</label>
      <div className={styles.phone}>
        <span className={styles.dialCode} data-invalid={props.error ? 'true' : undefined}>
          <span aria-hidden="true">{dialCode} ▾</span>
          <Select
            id={`${props.idPrefix}-country-code`}
            aria-label="Country code"
            value={props.country}
            onChange={(event) => {
              const option = options.find((o) => o.country === event.target.value);
              if (option) props.onCountryChange(option.country, option.dialCode);
            }}
          >
            {options.map((o) => (
              <option key={o.country} value={o.country}>
                {o.name} ({o.dialCode})
              </option>
            ))}
          </Select>
        </span>
        <TextInput
          id={mobileId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...props.mobile}
          {...fieldAria(mobileId, props)}
        />
      </div>
      <FieldError id={mobileId} error={props.error} />
    </div>
  );
}
