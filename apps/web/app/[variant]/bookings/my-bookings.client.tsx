'use client';

import Link from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RescheduleFormSchema,
  type Booking,
  type RescheduleFormValues,
} from '@meridian/domain/lead/appointments';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { cancelBooking, listMyBookings, rescheduleBooking } from '@/lib/api/appointments-client.ts';
import { FormActions, FormAlert, SecondaryButton } from '@/components/forms/fields.tsx';
import { SignedInOnly } from '@/components/profile/signed-in-only.client.tsx';
import { SlotPicker } from '@/components/appointments/slot-picker.client.tsx';
import { slotPlace, slotWhen } from '@/components/appointments/slot-text.ts';
import { appointmentKeys, useOpenSlots } from '@/components/appointments/use-open-slots.ts';
import { useTimeZone } from '@/components/appointments/use-time-zone.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { LoadingStatus } from '@/components/ui/loading-status.tsx';
import formStyles from '@/components/forms/form.module.css';
import { Button } from '@/components/ui/button.tsx';

/** Moving a booking: another open time of the same kind, sent as one change. */
function RescheduleForm(props: { booking: Booking; timeZone: string; onDone: () => void }) {
  const { booking, timeZone } = props;
  const queryClient = useQueryClient();
  const slots = useOpenSlots(timeZone, booking.slot.mode);
  const form = useForm<RescheduleFormValues, unknown, { slotId: number }>({
    resolver: zodResolver(RescheduleFormSchema),
    defaultValues: { slotId: '' },
  });
  const slotId = useWatch({ control: form.control, name: 'slotId' });
  const move = useMutation({
    mutationFn: (slotId: number) => rescheduleBooking(booking.id, slotId, timeZone),
    onSuccess: props.onDone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appointment-slots'] }),
  });
  return (
    <form
      className={formStyles.form}
      noValidate
      aria-label={`Reschedule the appointment of ${slotWhen(booking.slot)}`}
      onSubmit={form.handleSubmit(({ slotId }) => move.mutate(slotId))}
    >
      <QueryState query={slots} loading="Loading the open times…">
        {({ slots: open }) => (
          <SlotPicker
            id={`reschedule-${booking.id}`}
            slots={open}
            value={String(slotId)}
            onChange={(slotId) =>
              form.setValue('slotId', slotId, { shouldValidate: form.formState.isSubmitted })
            }
            error={form.formState.errors.slotId?.message}
          />
        )}
      </QueryState>
      <FormActions alert={move.error?.message}>
        <Button type="submit" variant="primary" disabled={move.isPending}>
          Move my appointment
        </Button>
        <SecondaryButton onClick={props.onDone}>Keep this time</SecondaryButton>
      </FormActions>
    </form>
  );
}

function BookingItem({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: appointmentKeys.bookings(timeZone) });
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.id, timeZone),
    onSettled: refresh,
  });
  const { slot } = booking;
  return (
    <li>
      <article aria-label={`${slotPlace(slot)}, ${slotWhen(slot)}`}>
        <h2>{slotWhen(slot)}</h2>
        <p>
          {slotPlace(slot)} ({slot.durationMinutes} minutes)
          {slot.centre && (
            <>
              <br />
              {slot.centre.address}
            </>
          )}
        </p>
        {booking.status === 'cancelled' && <p>Cancelled</p>}
        {booking.changeable && !moving && (
          <div className={formStyles.actions}>
            <SecondaryButton onClick={() => setMoving(true)}>Reschedule</SecondaryButton>
            <SecondaryButton disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              Cancel appointment
            </SecondaryButton>
          </div>
        )}
        {cancel.error && <FormAlert>{cancel.error.message}</FormAlert>}
        {moving && (
          <RescheduleForm
            booking={booking}
            timeZone={timeZone}
            onDone={() => {
              setMoving(false);
              void refresh();
            }}
          />
        )}
      </article>
    </li>
  );
}

function BookingList({ timeZone }: { timeZone: string }) {
  const bookings = useQuery({
    queryKey: appointmentKeys.bookings(timeZone),
    queryFn: () => listMyBookings(timeZone),
  });
  return (
    <QueryState query={bookings} loading="Loading your appointments…">
      {(list) =>
        list.length === 0 ? (
          <p>
            You have no appointments yet. <Link href={siteRoutes.scheduleAppointment()}>Book a free one</Link>
            .
          </p>
        ) : (
          <ul>
            {list.map((booking) => (
              <BookingItem key={booking.id} booking={booking} timeZone={timeZone} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

/** `/bookings`: the signed-in learner's appointments, read in their own zone. */
export function MyBookings() {
  const timeZone = useTimeZone();
  return (
    <SignedInOnly
      signedOut={(loginHref) => (
        <>
          <a href={loginHref}>Log in</a> to see your appointments.
        </>
      )}
    >
      {() => (timeZone ? <BookingList timeZone={timeZone} /> : <LoadingStatus>Loading…</LoadingStatus>)}
    </SignedInOnly>
  );
}
