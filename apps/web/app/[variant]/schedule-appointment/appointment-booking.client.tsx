'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AppointmentFormSchema, type AppointmentBooked } from '@meridian/domain/lead/appointments';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { INDIA_TIME_ZONE } from '@meridian/domain/time-zone';
import { ApiError } from '@/lib/api/api-error.ts';
import { requestAppointment, verifyAppointment } from '@/lib/api/appointments-client.ts';
import { resendEnquiryOtp } from '@/lib/api/lead-client.ts';
import type { LeadFormContext } from '@/components/forms/lead-form-context.ts';
import { OtpStep } from '@/components/forms/otp-step.client.tsx';
import { LeadAccepted, ShortLeadForm } from '@/components/forms/short-lead-form.client.tsx';
import { useShortLeadForm } from '@/components/forms/use-short-lead-form.ts';
import { SlotPicker } from '@/components/appointments/slot-picker.client.tsx';
import { slotPlace, slotWhen } from '@/components/appointments/slot-text.ts';
import { meetingChoicesOf, slotsOf } from '@/components/appointments/meeting-choices.ts';
import { useOpenSlots } from '@/components/appointments/use-open-slots.ts';
import { useTimeZone } from '@/components/appointments/use-time-zone.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { ChoiceFieldset } from '@/components/ui/field.tsx';
import { Chip } from '@/components/ui/chip.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import styles from './appointment-booking.module.css';

/** The slot went to someone else before this booking was verified: the person chooses again. */
const SLOT_GONE = new Set(['AP_SLT_4009', 'AP_SLT_4004']);

/**
 * Booking in the order a student decides (issue 32): how to meet, a day, a time, and only then
 * who is coming (the short lead form); then the OTP sent to the mobile, which books the time. A
 * slot someone took meanwhile is refused in plain words, the times reload and the person chooses
 * another.
 */
export function AppointmentBooking(props: LeadFormContext) {
  const timeZone = useTimeZone();
  const [meeting, setMeeting] = useState('');
  const [otp, setOtp] = useState<{ requestId: string; mobile: string }>();
  const [booked, setBooked] = useState<AppointmentBooked>();
  const slots = useOpenSlots(timeZone);
  const lead = useShortLeadForm({
    schema: async () => AppointmentFormSchema,
    defaultCountry: props.defaultCountry,
    phoneOptions: props.phoneOptions,
    asksEmail: true,
    ownDefaults: { slotId: '' },
    ownFields: ['slotId'],
    formVariant: 'schedule-appointment',
    send: (payload) =>
      requestAppointment(payload).catch((error: unknown) => {
        void slots.refetch();
        throw error;
      }),
    onSuccess: (requested) => {
      const { countryCode, mobile } = lead.form.getValues();
      setOtp({ requestId: requested.otpRequestId, mobile: `${countryCode} ${mobile}` });
    },
  });
  const slotId = String(useWatch({ control: lead.form.control, name: 'slotId' }) ?? '');
  const choose = (id: string) => lead.form.setValue('slotId', id, { shouldValidate: id !== '' });
  const chosen = slots.data?.slots.find((slot) => String(slot.id) === slotId);

  const verify = (code: string) =>
    verifyAppointment({ otpRequestId: otp!.requestId, otp: code }, timeZone ?? INDIA_TIME_ZONE).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.errorCode && SLOT_GONE.has(error.errorCode)) {
          void slots.refetch();
          setOtp(undefined);
          lead.form.setError('slotId', { message: error.message });
        }
        throw error;
      },
    );

  if (booked) {
    const { slot } = booked.booking;
    return (
      <LeadAccepted>
        <span className={styles.counsellor}>
          <Avatar name={slot.counsellor.name} photo={slot.counsellor.photo} size={48} />
          You will meet {slot.counsellor.name}.
        </span>{' '}
        Booked: {slotPlace(slot)} on {slotWhen(slot)}. We have emailed your confirmation with a calendar
        entry. You can reschedule or cancel it on <Link href={siteRoutes.bookings()}>your bookings</Link>.
      </LeadAccepted>
    );
  }
  if (otp) {
    return (
      <OtpStep
        sentTo={otp.mobile}
        verify={verify}
        resend={() => resendEnquiryOtp({ otpRequestId: otp.requestId })}
        onVerified={setBooked}
      />
    );
  }
  return (
    <div className={styles.booking}>
      <QueryState query={slots} loading="Loading the open times…">
        {({ slots: open }) => {
          const { either, video, centres } = meetingChoicesOf(open);
          const choices = [
            ...(either ? [{ value: '', label: 'Either' }] : []),
            ...(video ? [video] : []),
            ...centres,
          ];
          return (
            <>
              {choices.length > 0 && (
                <ChoiceFieldset id="appointment-mode" legend="How would you like to meet?">
                  <div className={styles.chips}>
                    {choices.map((choice) => (
                      <Chip
                        key={choice.value}
                        selected={meeting === choice.value}
                        onSelect={() => {
                          setMeeting(choice.value);
                          choose('');
                        }}
                      >
                        {choice.label}
                      </Chip>
                    ))}
                  </div>
                </ChoiceFieldset>
              )}
              <SlotPicker
                id="appointment-slot"
                slots={slotsOf(open, meeting)}
                value={slotId}
                onChange={choose}
                error={lead.form.formState.errors.slotId?.message}
              />
            </>
          );
        }}
      </QueryState>
      {chosen && (
        <ShortLeadForm
          {...props}
          lead={lead}
          label="Book an appointment"
          idPrefix="appointment"
          submitLabel="Book this time"
          pendingLabel="Booking…"
          before={
            <p className={styles.chosen}>
              <strong>{slotWhen(chosen)}</strong>: {slotPlace(chosen)}. Who is coming?
            </p>
          }
        />
      )}
    </div>
  );
}
