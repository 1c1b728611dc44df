import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getTagArticles } from '@/lib/api/editorial.ts';
import { articleTaxonomyPage } from '@/components/content/article-taxonomy-page.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

/** An unknown tag, one on a single article, or a page past the last answers 404. */
const page = articleTaxonomyPage({
  load: getTagArticles,
  path: siteRoutes.articleTag,
  wording: ({ tag, total }) => ({
    name: tag.name,
    title: `${tag.name}: Study Abroad Articles`,
    heading: `Articles on ${tag.name}`,
    intro: `${total} study abroad articles on ${tag.name}, newest first: guides checked by our counsellors.`,
  }),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
