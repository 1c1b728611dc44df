'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  DESTINATION_OPTIONS,
  EDUCATION_LEVELS,
  ENGLISH_TEST_STATUSES,
  intakeYears,
} from '@meridian/domain/lead/enquiry-options';
import type { PagePlan } from '@meridian/domain/lead/plan-from-path';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import { formIdOf } from '@meridian/domain/lead/enquiry-forms';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';
import {
  enquiryFormSchema,
  type EnquiryFormSchema,
  type EnquiryFormValues,
  type ProgramInterest,
} from '@meridian/domain/lead/schemas';
import type { LookupOption } from '@meridian/domain/lookups/schemas';
import { postEnquiry, resendEnquiryOtp, verifyEnquiryOtp } from '@/lib/api/lead-client.ts';
import {
  CheckboxGroup,
  ConsentField,
  EmailField,
  FormAlert,
  NameField,
  SelectField,
} from '@/components/forms/fields.tsx';
import { CityField, listedCity } from '@/components/forms/city-field.tsx';
import { PhoneField } from '@/components/forms/phone-field.tsx';
import { trackingFields } from '@/components/forms/tracking-fields.ts';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import { usePhoneCountry } from '@/components/forms/use-phone-country.ts';
import { useSignedInPrefill } from '@/components/forms/use-signed-in-prefill.ts';
import { OtpStep } from '@/components/forms/otp-step.client.tsx';
import {
  ENQUIRY_LAYOUTS,
  FIRST_STEP,
  SECOND_STEP,
  fieldsOf,
  type EnquiryLayout,
  type EnquiryLayoutId,
  type EnquiryQuestion,
} from './enquiry-layouts.ts';
import { useQueryPlan } from './use-query-plan.ts';
import styles from '@/components/forms/form.module.css';
import { Button } from '@/components/ui/button.tsx';

type Output = z.output<EnquiryFormSchema>;

const THANK_YOU = '/enquiry/thankyou';

/**
 * The one enquiry form; each /enquiry* page and each popup passes the layout that arranges it. A
 * popup may fix answers of its own (the program's country and level) and name the program, and
 * may start the plan from its page (`plan`, which the person can change); it gets the success text
 * through `onDone` instead of going to the thank-you page.
 *
 * Two steps (issue 32): the first (who, what they plan, consent) is sent as a lead at once, so
 * nothing is lost if the person stops there; the second, optional, adds the rest to that lead
 * (the API joins a repeat enquiry from the same mobile to it). An OTP layout verifies the number
 * at the end, so what the second step adds waits for that proof.
 */
export function EnquiryForm(props: {
  layoutId: EnquiryLayoutId;
  /** Where the form is (`popform`), when not on its own page; the form identifier names the layout. */
  source?: string;
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  consentText: string;
  cities: readonly string[];
  qualifications: readonly LookupOption[];
  fixed?: Partial<EnquiryFormValues>;
  plan?: PagePlan;
  /** Start the plan from the page's query instead (`/enquiry?country=…&level=…&subject=…`). */
  planFromQuery?: boolean;
  programInterest?: ProgramInterest;
  onDone?: (message: string) => void;
}) {
  const layout: EnquiryLayout = ENQUIRY_LAYOUTS[props.layoutId];
  const router = useRouter();
  const [sentFirst, setSentFirst] = useState<{ values: Output; message: string }>();
  const [otp, setOtp] = useState<{ requestId: string; mobile: string }>();
  const fixed = { ...layout.fixed, ...props.fixed };
  const offered: readonly string[] = DESTINATION_OPTIONS[layout.destinations];
  const planned = props.plan?.country && offered.includes(props.plan.country) ? [props.plan.country] : [];

  const schema = useMemo(() => enquiryFormSchema(props.cities), [props.cities]);
  const form = useForm<EnquiryFormValues, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      countryCode: dialCodeOf(props.defaultCountry),
      mobile: '',
      email: '',
      city: '',
      interestedCountries: planned,
      ...(props.plan?.level ? { interestedEducationLevel: props.plan.level } : {}),
      contactConsent: false,
      ...fixed,
    },
  });
  const { errors } = form.formState;
  const queryPlan = useQueryPlan(props.planFromQuery === true);
  // Prefilled, never fixed: what the person already chose stays.
  useEffect(() => {
    if (queryPlan?.country && offered.includes(queryPlan.country)) {
      if (!form.getFieldState('interestedCountries').isDirty) {
        form.setValue('interestedCountries', [queryPlan.country]);
      }
    }
    if (queryPlan?.level && !form.getFieldState('interestedEducationLevel').isDirty) {
      form.setValue('interestedEducationLevel', queryPlan.level);
    }
  }, [queryPlan, offered, form]);
  const subject = (props.plan ?? queryPlan)?.subject;
  const phoneCountry = usePhoneCountry(form, props.defaultCountry);
  const asked = (questions: readonly EnquiryQuestion[]) =>
    questions.filter((question) => fieldsOf(question).every((field) => !(field in fixed)));
  const firstStep = asked(FIRST_STEP);
  const secondStep = asked(SECOND_STEP);
  useSignedInPrefill(form, {
    asksEmail: true,
    phoneOptions: props.phoneOptions,
    ...phoneCountry,
    defaultCountry: props.defaultCountry,
  });

  const done = (message: string) => (props.onDone ? props.onDone(message) : router.push(THANK_YOU));
  const send = (values: Output, sendOtp: boolean) =>
    // The schema only lets a ticked consent through.
    postEnquiry({
      ...values,
      contactConsent: true,
      sendOtp,
      ...(layout.registrationType ? { registrationType: layout.registrationType } : {}),
      ...(props.programInterest ? { programInterest: props.programInterest } : {}),
      ...trackingFields(props.source ?? props.layoutId),
      formId: formIdOf(props.layoutId),
    });
  const first = useLeadSubmit({
    send: async (values: Output) => ({ values, result: await send(values, false) }),
    formVariant: props.layoutId,
    setError: form.setError,
    fields: firstStep.flatMap(fieldsOf),
    onSuccess: ({ values, result }) => setSentFirst({ values, message: result.message }),
  });
  const second = useLeadSubmit({
    send: (values: Output) => send(values, layout.withOtp),
    // The lead was recorded with the first step; this adds to it.
    formVariant: null,
    setError: form.setError,
    fields: [...firstStep, ...secondStep].flatMap(fieldsOf),
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
  // Skipping the second step sends nothing more, unless the number is still to be verified.
  const skip = () => (layout.withOtp ? second.submit(sentFirst!.values) : done(sentFirst!.message));

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
          <CityField
            id={id('city')}
            cities={props.cities}
            registration={form.register('city', { setValueAs: listedCity(props.cities) })}
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
              setValueAs: (v: string) => (v === '' ? '' : Number(v)),
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
            options={props.qualifications}
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

  const pending = first.pending || second.pending;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Enquiry"
      onSubmit={form.handleSubmit((values) => (sentFirst ? second.submit(values) : first.submit(values)))}
    >
      <p className={styles.step}>{sentFirst ? 'Step 2 of 2 (optional)' : 'Step 1 of 2'}</p>
      {subject && !sentFirst && <p>You are asking about {subject} courses.</p>}
      {sentFirst && (
        <p className={styles.success} role="status">
          Thank you: a counsellor will call you. A few more answers help them prepare; all are optional.
        </p>
      )}
      {(sentFirst ? secondStep : firstStep).map((name) => (
        <div key={name}>{question(name)}</div>
      ))}
      {(sentFirst ? second.alert : first.alert) && (
        <FormAlert>{sentFirst ? second.alert : first.alert}</FormAlert>
      )}
      <div className={styles.actions}>
        {sentFirst ? (
          <>
            <Button type="submit" variant="primary" disabled={pending}>
              {layout.withOtp ? 'Send OTP' : 'Send details'}
            </Button>
            <Button variant="secondary" disabled={pending} onClick={skip}>
              {layout.withOtp ? 'Skip to the OTP' : 'Skip'}
            </Button>
          </>
        ) : (
          <Button type="submit" variant="primary" disabled={pending}>
            Next
          </Button>
        )}
      </div>
    </form>
  );
}
