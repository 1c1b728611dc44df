import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { WebinarArticle } from '@/components/webinars/webinar-article.tsx';
import { loadWebinar } from '../load-webinar.ts';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const webinar = await loadWebinar(params);
  return pageMetadata({
    title: `Register: ${webinar.title}`,
    description: webinar.summary,
    path: siteRoutes.webinarRegister(webinar.id),
  });
}

/** `/webinar/{id}/register`: a signed-in learner is registered on arrival; a closed session says so. */
export default async function WebinarRegisterPage({ params }: { params: Params }) {
  const webinar = await loadWebinar(params);
  return <WebinarArticle webinar={webinar} autoRegister />;
}
