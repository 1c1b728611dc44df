import { Fragment } from 'react';
import type { Metadata } from 'next';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { contactConsentText } from '@meridian/domain/lead/consent';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getEvent } from '@/lib/api/events.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { brand } from '@/lib/brand/brand.ts';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { phoneCountryOptions } from '@/lib/region/phone-country-options.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { UniversityLogo } from '@/components/catalogue/university-logo.tsx';
import { EventRegistration } from './event-registration.client.tsx';
import styles from '../events.module.css';

/** Read per request (the visitor's query, or data that must be fresh), so never a cached render. */
export const dynamic = 'force-dynamic';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ slug: string }>;

/** An unknown city and a fair that is over are both not found (the API answers 404). */
const load = (slug: string) => orNotFound(getEvent(contentApi(), slug));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const event = await load((await params).slug);
  return pageMetadata({
    title: `${event.title}: ${formatIstDateTime(event.startsAt)}`,
    description: `${event.banner.headline}. ${event.banner.subline}. At ${event.venue.name}, ${event.city}.`,
    path: siteRoutes.event(event.slug),
  });
}

export default async function EventDetailPage({ params }: { params: Params }) {
  const event = await load((await params).slug);
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'Events', path: siteRoutes.events() },
    { name: event.city, path: siteRoutes.event(event.slug) },
  ];
  const calendarHref = sitePath(siteRoutes.eventCalendar(event.slug));
  return (
    <article>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{event.title}</h1>
      <div className={styles.banner}>
        <strong>{event.banner.headline}</strong>
        <p>{event.banner.subline}</p>
      </div>
      <p>
        <time dateTime={event.startsAt}>{formatIstDateTime(event.startsAt)}</time> ·{' '}
        <a href={calendarHref} download>
          Add to calendar
        </a>
      </p>
      <section aria-labelledby="overview-title">
        <h2 id="overview-title">Overview</h2>
        <p>{event.overview}</p>
      </section>
      <section aria-labelledby="venue-title">
        <h2 id="venue-title">Venue</h2>
        <p>
          <strong>{event.venue.name}</strong>
          <br />
          {event.venue.address}
        </p>
        <p>
          <a href={event.venue.directionUrl} target="_blank" rel="noopener noreferrer">
            Get directions to {event.venue.name}
          </a>
        </p>
      </section>
      <section aria-labelledby="schedule-title">
        <h2 id="schedule-title">Schedule (IST)</h2>
        <dl className={styles.schedule}>
          {event.schedule.map((slot) => (
            <Fragment key={slot.time}>
              <dt>{slot.time}</dt>
              <dd>{slot.activity}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section aria-labelledby="highlights-title">
        <h2 id="highlights-title">Key highlights</h2>
        <ul>
          {event.keyHighlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="universities-title">
        <h2 id="universities-title">Participating universities</h2>
        <ul className={styles.logos}>
          {event.universities.map((university) => (
            <li key={university.slug}>
              <UniversityLogo university={{ slug: university.slug, name: university.name }} size={72} />
              {university.name}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="register-title">
        <h2 id="register-title">Register for a free pass</h2>
        <EventRegistration
          eventId={event.id}
          slug={event.slug}
          title={event.title}
          calendarHref={calendarHref}
          defaultCountry={await defaultDialCountry()}
          phoneOptions={phoneCountryOptions()}
          consentText={contactConsentText(brand().name)}
        />
      </section>
    </article>
  );
}
