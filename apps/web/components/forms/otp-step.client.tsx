'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { OtpCode } from '@meridian/domain/lead/schemas';
import { FormActions, TextField } from '@/components/forms/fields.tsx';
import { useLeadSubmit } from '@/components/forms/use-lead-submit.ts';
import styles from '@/components/forms/form.module.css';
import { Button } from '@/components/ui/button.tsx';

const OtpForm = z.object({ otp: OtpCode });
type OtpForm = z.infer<typeof OtpForm>;

/**
 * The second half of every OTP flow (an enquiry, a login, a registration): the code sent to a
 * number or address, with verify and resend. The caller says how to check and how to resend.
 */
export function OtpStep<TResult>(props: {
  /** Where the code went, as the person typed it: `+91 9876543210` or an email address. */
  sentTo: string;
  verify: (otp: string) => Promise<TResult>;
  resend: () => Promise<unknown>;
  onVerified: (result: TResult) => void;
}) {
  const form = useForm<OtpForm>({ resolver: zodResolver(OtpForm), defaultValues: { otp: '' } });
  const verify = useLeadSubmit({
    send: (values: OtpForm) => props.verify(values.otp),
    setError: form.setError,
    fields: ['otp'],
    codeFields: { LS_OTP_1100: 'otp', LS_OTP_1102: 'otp' },
    onSuccess: props.onVerified,
    // The lead or the account was recorded when the form was sent; the OTP only confirms the contact.
    formVariant: null,
  });
  const [resent, setResent] = useState(false);
  const resend = useMutation({
    mutationFn: props.resend,
    onSuccess: () => {
      setResent(true);
      form.clearErrors();
    },
  });

  const alert = resend.error?.message ?? verify.alert;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => verify.submit(values))}>
      <p>
        We have sent a 6-digit one-time password (OTP) to <strong>{props.sentTo}</strong>. It is valid for 10
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
      <FormActions alert={alert}>
        <Button type="submit" variant="primary" disabled={verify.pending}>
          Verify OTP
        </Button>
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          Resend OTP
        </Button>
      </FormActions>
    </form>
  );
}
