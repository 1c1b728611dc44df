import { redirect } from 'next/navigation';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { listEvents } from '@/lib/api/events.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { EventList } from './event-list.tsx';

/** Read per request (the visitor's query, or data that must be fresh), so never a cached render. */
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return pageMetadata({
    title: 'Study Abroad Fairs in Indore, New Delhi and Hyderabad',
    description:
      'Meet over 25 universities ranked in the world’s top 500 at our free study abroad fairs: one-to-one meetings, scholarships up to 45 lakh INR and free profile evaluation.',
    path: siteRoutes.events(),
  });
}

/** `/events` (and `/event`): the fairs ahead; with none ahead the visitor goes to /404 (SPEC.md §2). */
export default async function EventsPage() {
  const [events, origin] = await Promise.all([listEvents(contentApi()), requestOrigin()]);
  if (events.length === 0) redirect(siteRoutes.notFound());
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'Events', path: siteRoutes.events() },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, origin)} />
      <h1>Study abroad fairs</h1>
      <p>
        Meet admissions staff from over 25 universities, each ranked in the world’s top 500, ask about
        scholarships of up to 45 lakh INR and get your profile evaluated for free. Entry is free; register
        ahead for a QR pass that skips the queue.
      </p>
      <EventList events={events} />
    </>
  );
}
