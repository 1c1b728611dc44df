import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { webConfig } from '@/lib/env.ts';
import { listWebinarLists } from '@/lib/api/webinars.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { regionDemonym } from '@/lib/region/region-demonym.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { WebinarListsView } from './webinar-lists.client.tsx';

export async function generateMetadata() {
  return pageMetadata({
    title: 'Study Abroad Webinars: Live Sessions and Recordings',
    description: `Free live webinars with university admissions teams and our destination counsellors, and recordings of past sessions, for ${await regionDemonym()} students planning to study abroad.`,
    path: siteRoutes.webinars(),
  });
}

/** `/webinars` (and `/webinar`): upcoming sessions and past ones with their recordings. */
export default async function WebinarsPage() {
  const [lists, origin] = await Promise.all([listWebinarLists(contentApi()), requestOrigin()]);
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'Webinars', path: siteRoutes.webinars() },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, origin)} />
      <h1>Study abroad webinars</h1>
      <p>
        Live sessions with university admissions teams and our destination counsellors, free for registered
        learners. Missed one? Watch the recording under past webinars.
      </p>
      <WebinarListsView initial={lists} embedRecordings={webConfig().WEBINAR_YOUTUBE_EMBED} />
    </>
  );
}
