import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { getLiveWebinar } from '@/lib/api/webinars.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { WebinarArticle } from '@/components/webinars/webinar-article.tsx';

type Params = Promise<{ slug: string }>;

const load = async (params: Params) => orNotFound(getLiveWebinar(contentApi(), (await params).slug));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const webinar = await load(params);
  return pageMetadata({
    title: `Live: ${webinar.title}`,
    description: webinar.summary,
    path: siteRoutes.liveWebinar(webinar.slug),
  });
}

/** `/live-webinar/{slug}`: where the emails send learners; the join link shows here when it opens. */
export default async function LiveWebinarPage({ params }: { params: Params }) {
  const webinar = await load(params);
  return <WebinarArticle webinar={webinar} />;
}
