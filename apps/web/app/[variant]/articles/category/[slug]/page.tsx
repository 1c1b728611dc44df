import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getCategoryArticles } from '@/lib/api/editorial.ts';
import { articleTaxonomyPage } from '@/components/content/article-taxonomy-page.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

/** An unknown category, or a page past the last, answers 404. */
const page = articleTaxonomyPage({
  load: getCategoryArticles,
  path: siteRoutes.articleCategory,
  wording: ({ category }) => ({
    name: category.name,
    title: `${category.name} Articles`,
    heading: category.name,
    intro: category.description,
  }),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
