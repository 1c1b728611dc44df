'use client';

import type { LeadFormContext } from '@/components/forms/lead-form-context.ts';
import { LeadAccepted, ShortLeadForm } from '@/components/forms/short-lead-form.client.tsx';
import { useShortLeadForm } from '@/components/forms/use-short-lead-form.ts';
import { loadShortLeadSchema } from '@/components/forms/short-lead-schema.ts';
import styles from '../events.module.css';

/**
 * A free pass to a fair: the short lead form. A signed-in learner's place is also theirs (the
 * proxy sends their token). The confirmation shows the QR pass the desk scans, and the calendar file.
 */
export function EventRegistration(
  props: LeadFormContext & { slug: string; title: string; calendarHref: string },
) {
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
        <div className={styles.pass}>
          {/* A data URL the API generated: nothing for next/image to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={lead.result.checkInQr} width={180} height={180} alt="Your QR entry pass" />
          <p>
            Show this QR pass at the registration desk to skip the queue.{' '}
            <a href={props.calendarHref} download>
              Add to calendar
            </a>
          </p>
        </div>
      </>
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
