import type { Metadata } from 'next';
import { MyBookings } from './my-bookings.client.tsx';

export const metadata: Metadata = { title: 'Your appointments', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/** `/bookings` (login required): the learner's appointments, to reschedule or cancel. */
export default function BookingsPage() {
  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title">Your appointments</h1>
      <MyBookings />
    </section>
  );
}
