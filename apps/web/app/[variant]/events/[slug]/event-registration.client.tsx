'use client';

import { useQuery } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import type { EventPass } from '@meridian/domain/events/schemas';
import type { LeadFormContext } from '@/components/forms/lead-form-context.ts';
import { LeadAccepted, ShortLeadForm } from '@/components/forms/short-lead-form.client.tsx';
import { useShortLeadForm } from '@/components/forms/use-short-lead-form.ts';
import { loadShortLeadSchema } from '@/components/forms/short-lead-schema.ts';
import { useSession } from '@/lib/session/use-session.ts';
import styles from '../events.module.css';

/** The QR pass the desk scans, to show or save, and the fair's calendar file. */
function PassView({ pass, calendarHref }: { pass: EventPass; calendarHref: string }) {
  return (
    <div className={styles.pass}>
      {/* A data URL the API generated: nothing for next/image to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={pass.checkInQr} width={180} height={180} alt="Your QR entry pass" />
      <p>
        Show this QR pass at the registration desk to skip the queue.{' '}
        <a href={pass.checkInQr} download="fair-pass.svg">
          Save your pass
        </a>{' '}
        ·{' '}
        <a href={calendarHref} download>
          Add to calendar
        </a>
      </p>
    </div>
  );
}

/**
 * A free pass to a fair: the short lead form. A signed-in learner's place is also theirs (the
 * proxy sends their token), and a learner who already holds one sees it, with its pass, in the
 * form's place: learned in the browser, so the page is the same for everyone.
 */
export function EventRegistration(
  props: LeadFormContext & { eventId: number; slug: string; title: string; calendarHref: string },
) {
  const { user } = useSession();
  const place = useQuery({
    queryKey: ['event-place', props.eventId, user?.id],
    queryFn: async () => (await import('@/lib/api/event-place.ts')).getEventPlace(props.eventId, user!.id),
    enabled: user !== null,
  });
  const lead = useShortLeadForm({
    schema: loadShortLeadSchema,
    defaultCountry: props.defaultCountry,
    phoneOptions: props.phoneOptions,
    asksEmail: true,
    formVariant: `event-${props.slug}`,
    send: async (payload) =>
      (await import('@/lib/api/short-form-client.ts')).registerForEvent(props.slug, payload),
  });

  if (lead.result) {
    return (
      <>
        <LeadAccepted>
          You are registered for {props.title}. We have emailed your confirmation with a calendar entry.
        </LeadAccepted>
        <PassView pass={lead.result} calendarHref={props.calendarHref} />
      </>
    );
  }
  const held = place.data;
  if (held?.registered && held.pass) {
    return (
      <section aria-labelledby="place-title">
        <h3 id="place-title">You have a place</h3>
        <p>
          You registered for {props.title} on {formatInstantDate(held.registeredAt!)}.
          {held.checkedInAt && ` You were checked in on ${formatInstantDate(held.checkedInAt)}.`}
        </p>
        <PassView pass={held.pass} calendarHref={props.calendarHref} />
      </section>
    );
  }
  return (
    <ShortLeadForm
      {...props}
      lead={lead}
      label="Register for the fair"
      idPrefix="event"
      submitLabel="Get my free pass"
      pendingLabel="Registering…"
    />
  );
}
