'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { OtpCode, type OtpVerifyResponse } from '@meridian/domain/lead/schemas';
import { resendEnquiryOtp, verifyEnquiryOtp } from '@/lib/api/lead-client.ts';
import { FormAlert, TextField } from '@/components/forms/fields.tsx';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import styles from '@/components/forms/form.module.css';

const OtpForm = z.object({ otp: OtpCode });
type OtpForm = z.infer<typeof OtpForm>;

/** Second half of an OTP layout: the code sent to the mobile, with verify and resend. */
export function OtpStep(props: {
  otpRequestId: string;
  mobile: string;
  onVerified: (result: OtpVerifyResponse) => void;
}) {
  const form = useForm<OtpForm>({ resolver: zodResolver(OtpForm), defaultValues: { otp: '' } });
  const verify = useLeadSubmit({
    send: (values: OtpForm) => verifyEnquiryOtp({ otpRequestId: props.otpRequestId, otp: values.otp }),
    setError: form.setError,
    fields: ['otp'],
    codeFields: { LS_OTP_1100: 'otp', LS_OTP_1102: 'otp' },
    onSuccess: props.onVerified,
    // The enquiry was recorded as a lead when it was sent; the OTP only confirms the number.
    formVariant: null,
  });
  const [resent, setResent] = useState(false);
  const resend = useMutation({
    mutationFn: () => resendEnquiryOtp({ otpRequestId: props.otpRequestId }),
    onSuccess: () => {
      setResent(true);
      form.clearErrors();
    },
  });

  const alert = resend.error?.message ?? verify.alert;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => verify.submit(values))}>
      <p>
        We have sent a 6-digit one-time password (OTP) to <strong>{props.mobile}</strong>. It is valid for 10
        minutes.
      </p>
      <TextField
        id="otp-code"
        label="One-time password (OTP)"
        inputMode="numeric"
        autoComplete="one-time-code"
        registration={form.register('otp')}
        error={form.formState.errors.otp?.message}
      />
      {resent && !resend.isPending && <p className={styles.success}>We have sent you a new OTP.</p>}
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={verify.pending}>
          Verify OTP
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Resend OTP
        </button>
      </div>
    </form>
  );
}
