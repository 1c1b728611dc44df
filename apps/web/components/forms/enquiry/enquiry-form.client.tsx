'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  DESTINATION_OPTIONS,
  EDUCATION_LEVELS,
  ENGLISH_TEST_STATUSES,
  ENQUIRY_CITIES,
  PREVIOUS_CLASS_STATUSES,
  intakeYears,
} from '@meridian/domain/lead/enquiry-options';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import {
  EnquiryFormSchema,
  type EnquiryFormValues,
  type ProgramInterest,
} from '@meridian/domain/lead/schemas';
import { postEnquiry, resendEnquiryOtp, verifyEnquiryOtp } from '@/lib/api/lead-client.ts';
import {
  CheckboxGroup,
  ConsentField,
  EmailField,
  FormAlert,
  NameField,
  SelectField,
} from '@/components/forms/fields.tsx';
import { PhoneField } from '@/components/forms/phone-field.tsx';
import { trackingFields } from '@/components/forms/tracking-fields.ts';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import { usePhoneCountry } from '@/components/forms/use-phone-country.ts';
import { useSignedInPrefill } from '@/components/forms/use-signed-in-prefill.ts';
import { OtpStep } from '@/components/forms/otp-step.client.tsx';
import { ENQUIRY_LAYOUTS, fieldsOf, type EnquiryLayoutId, type EnquiryQuestion } from './enquiry-layouts.ts';
import styles from '@/components/forms/form.module.css';
import { Button } from '@/components/ui/button.tsx';

type Output = z.output<typeof EnquiryFormSchema>;

const THANK_YOU = '/enquiry/thankyou';

/**
 * The one enquiry form; each /enquiry* page and each popup passes the layout that arranges it. A
 * popup may fix answers of its own (the program's country and level) and name the program; it
 * gets the success text through `onDone` instead of going to the thank-you page.
 */
export function EnquiryForm(props: {
  layoutId: EnquiryLayoutId;
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  consentText: string;
  fixed?: Partial<EnquiryFormValues>;
  programInterest?: ProgramInterest;
  onDone?: (message: string) => void;
}) {
  const layout = ENQUIRY_LAYOUTS[props.layoutId];
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [otp, setOtp] = useState<{ requestId: string; mobile: string }>();

  const form = useForm<EnquiryFormValues, unknown, Output>({
    resolver: zodResolver(EnquiryFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      countryCode: dialCodeOf(props.defaultCountry),
      mobile: '',
      email: '',
      interestedCountries: [],
      contactConsent: false,
      ...('fixed' in layout ? layout.fixed : {}),
      ...props.fixed,
    },
  });
  const { errors } = form.formState;
  const phoneCountry = usePhoneCountry(form, props.defaultCountry);
  const allFields = layout.steps.flat().flatMap(fieldsOf);
  useSignedInPrefill(form, {
    asksEmail: allFields.includes('email'),
    phoneOptions: props.phoneOptions,
    ...phoneCountry,
    defaultCountry: props.defaultCountry,
  });

  const done = (message: string) => (props.onDone ? props.onDone(message) : router.push(THANK_YOU));
  const { submit, pending, alert } = useLeadSubmit({
    send: (values: Output) =>
      // The schema only lets a ticked consent through.
      postEnquiry({
        ...values,
        contactConsent: true,
        sendOtp: layout.withOtp,
        ...('registrationType' in layout ? { registrationType: layout.registrationType } : {}),
        ...(props.programInterest ? { programInterest: props.programInterest } : {}),
        ...trackingFields(props.layoutId),
      }),
    formVariant: props.layoutId,
    setError: form.setError,
    fields: allFields,
    onSuccess: (result) => {
      if (result.otpRequestId) {
        const { countryCode, mobile } = form.getValues();
        setOtp({ requestId: result.otpRequestId, mobile: `${countryCode} ${mobile}` });
      } else {
        done(result.message);
      }
    },
  });

  if (otp) {
    return (
      <OtpStep
        sentTo={otp.mobile}
        verify={(code) => verifyEnquiryOtp({ otpRequestId: otp.requestId, otp: code })}
        resend={() => resendEnquiryOtp({ otpRequestId: otp.requestId })}
        onVerified={(result) => done(result.message)}
      />
    );
  }
  const id = (question: string) => `${props.layoutId}-${question}`;

  const lastStep = step === layout.steps.length - 1;
  const next = async () => {
    // Touching the step's fields makes their errors clear as the person types, not on blur, so the
    // button below does not jump away under the pointer when the last error disappears.
    const valid = await form.trigger(layout.steps[step]!.flatMap(fieldsOf), {
      shouldFocus: true,
      shouldTouch: true,
    });
    if (valid) setStep(step + 1);
  };

  const question = (name: EnquiryQuestion) => {
    switch (name) {
      case 'name':
        return (
          <NameField id={id('name')} registration={form.register('name')} error={errors.name?.message} />
        );
      case 'phone':
        return (
          <PhoneField
            idPrefix={props.layoutId}
            options={props.phoneOptions}
            {...phoneCountry}
            mobile={form.register('mobile')}
            error={errors.mobile?.message ?? errors.countryCode?.message}
          />
        );
      case 'email':
        return (
          <EmailField id={id('email')} registration={form.register('email')} error={errors.email?.message} />
        );
      case 'city':
        return (
          <SelectField
            id={id('city')}
            label="Your city"
            placeholder="Choose your city"
            options={ENQUIRY_CITIES.map((c) => ({ value: c, label: c }))}
            registration={form.register('city')}
            error={errors.city?.message}
          />
        );
      case 'interestedCountries':
        return (
          <CheckboxGroup
            id={id('destinations')}
            legend="Where do you want to study?"
            options={DESTINATION_OPTIONS[layout.destinations]}
            registration={form.register('interestedCountries')}
            error={errors.interestedCountries?.message}
          />
        );
      case 'interestedYear':
        return (
          <SelectField
            id={id('year')}
            label="When do you want to start?"
            placeholder="Choose a year"
            options={intakeYears().map((y) => ({ value: y, label: String(y) }))}
            registration={form.register('interestedYear', {
              setValueAs: (v: string) => (v === '' ? undefined : Number(v)),
            })}
            error={errors.interestedYear?.message}
          />
        );
      case 'interestedEducationLevel':
        return (
          <SelectField
            id={id('level')}
            label="Level of study"
            placeholder="Choose a level"
            options={EDUCATION_LEVELS}
            registration={form.register('interestedEducationLevel')}
            error={errors.interestedEducationLevel?.message}
          />
        );
      case 'englishTestStatus':
        return (
          <SelectField
            id={id('english-test')}
            label="English test (IELTS, TOEFL, PTE, Duolingo)"
            placeholder="Choose your status"
            options={ENGLISH_TEST_STATUSES}
            registration={form.register('englishTestStatus')}
            error={errors.englishTestStatus?.message}
          />
        );
      case 'previousClassStatus':
        return (
          <SelectField
            id={id('studies')}
            label="Where are you in your studies?"
            placeholder="Choose one"
            options={PREVIOUS_CLASS_STATUSES}
            registration={form.register('previousClassStatus')}
            error={errors.previousClassStatus?.message}
          />
        );
      case 'contactConsent':
        return (
          <ConsentField
            id={id('consent')}
            text={props.consentText}
            registration={form.register('contactConsent')}
            error={errors.contactConsent?.message}
          />
        );
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Enquiry"
      onSubmit={form.handleSubmit((values) => submit(values))}
    >
      {layout.steps.length > 1 && (
        <p className={styles.step}>
          Step {step + 1} of {layout.steps.length}
        </p>
      )}
      {layout.steps[step]!.map((name) => (
        <div key={name}>{question(name)}</div>
      ))}
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className={styles.actions}>
        {step > 0 && (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        )}
        {lastStep ? (
          <Button type="submit" variant="primary" disabled={pending}>
            {layout.withOtp ? 'Send OTP' : 'Submit enquiry'}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void next()}>
            Next
          </Button>
        )}
      </div>
    </form>
  );
}
