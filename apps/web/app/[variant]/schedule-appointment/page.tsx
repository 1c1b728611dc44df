import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { leadFormContext } from '@/components/forms/load-lead-form-context.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { AppointmentBooking } from './appointment-booking.client.tsx';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Book a free counselling appointment',
    description:
      'Choose a time for a free video call with a study-abroad counsellor, or a visit at one of our experience centres.',
    path: siteRoutes.scheduleAppointment(),
  });
}

/** `/schedule-appointment`: a free video call or centre visit with a counsellor, in the visitor's own time. */
export default async function ScheduleAppointmentPage() {
  return (
    <section aria-labelledby="appointment-title">
      <h1 id="appointment-title">Book a free counselling appointment</h1>
      <p>
        Talk to a counsellor about where and what to study: a 30-minute video call, or, where one of our
        experience centres has open times, an hour there with your mark sheets and test scores. Times are
        shown in your own time zone.
      </p>
      <AppointmentBooking {...await leadFormContext()} />
    </section>
  );
}
