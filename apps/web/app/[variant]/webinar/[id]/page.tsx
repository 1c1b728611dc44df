import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { WebinarArticle } from '@/components/webinars/webinar-article.tsx';
import { loadWebinar } from './load-webinar.ts';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const webinar = await loadWebinar(params);
  return pageMetadata({
    title: webinar.title,
    description: webinar.summary,
    path: siteRoutes.webinar(webinar.id),
  });
}

/** `/webinar/{id}` (login required): the session and the learner's registration or the recording. */
export default async function WebinarDetailPage({ params }: { params: Params }) {
  const webinar = await loadWebinar(params);
  return <WebinarArticle webinar={webinar} />;
}
