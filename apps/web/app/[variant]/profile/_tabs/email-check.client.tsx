'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmEmail, requestEmailVerification, resendAuthOtp } from '@/lib/api/auth-client.ts';
import { OtpStep } from '@/components/forms/otp-step.client.tsx';
import { profileKeys } from '../use-learner.ts';
import styles from '../profile.module.css';
import { Button } from '@/components/ui/button.tsx';

/**
 * The account's email and whether it is proven. An unproven address is matched to nothing (no
 * login by email, no bookings made under it), so the learner is offered to verify it by an OTP.
 */
export function EmailCheck(props: { userId: string; email: string; verified: boolean }) {
  const queryClient = useQueryClient();
  const send = useMutation({ mutationFn: requestEmailVerification });
  if (props.verified) return <dd>{props.email}</dd>;
  return (
    <dd>
      {props.email} <span className={styles.muted}>(not verified)</span>{' '}
      {!send.data && (
        <Button variant="secondary" disabled={send.isPending} onClick={() => send.mutate()}>
          Verify email
        </Button>
      )}
      {send.error && <p role="alert">{send.error.message}</p>}
      {send.data && (
        <OtpStep
          sentTo={props.email}
          verify={(otp) => confirmEmail({ otpRequestId: send.data.otpRequestId, otp })}
          resend={() => resendAuthOtp({ otpRequestId: send.data.otpRequestId })}
          onVerified={() =>
            void queryClient.invalidateQueries({ queryKey: profileKeys.of(props.userId, 'detail') })
          }
        />
      )}
    </dd>
  );
}
