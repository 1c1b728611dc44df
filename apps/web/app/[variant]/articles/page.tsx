import type { Metadata } from 'next';
import { pageCount } from '@meridian/domain/pagination';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getArticleHub } from '@/lib/api/editorial.ts';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { regionDemonym } from '@/lib/region/region-demonym.ts';
import { ArticleList } from '@/components/content/article-card.tsx';
import { Pagination } from '@/components/layout/pagination.tsx';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';

async function load() {
  const { page } = await contentSearchParams();
  return listingPageOrNotFound(page, (n) => getArticleHub(contentApi(), n));
}

export async function generateMetadata(): Promise<Metadata> {
  await load();
  return pageMetadata({
    title: 'Study Abroad Articles and Guides',
    description: `Guides for ${await regionDemonym()} students on studying abroad: countries, costs, scholarships, SOPs and LORs, jobs and visas, checked against official sources.`,
    path: siteRoutes.articles(),
  });
}

/** Page 1 is the hub (newest articles, then each category); later pages continue the list of every article. */
export default async function ArticlesHubPage() {
  const hub = await load();
  const pageNumber = hub.page;
  return (
    <>
      <h1>Study abroad articles and guides</h1>
      <p>Checked, practical guides for students planning to study abroad, written by our counsellors.</p>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">
          {pageNumber === 1 ? 'Latest articles' : `All articles, page ${pageNumber} of ${pageCount(hub)}`}
        </h2>
        <ArticleList articles={hub.items} />
        <Pagination list={hub} route={siteRoutes.articles()} />
      </section>
      {pageNumber === 1 &&
        hub.categories.map((category) => (
          <section key={category.slug} aria-labelledby={`cat-${category.slug}`}>
            <h2 id={`cat-${category.slug}`}>{category.name}</h2>
            <p>{category.description}</p>
            <ArticleList articles={category.articles} />
            <p>
              <a href={sitePath(siteRoutes.articleCategory(category.slug))}>
                All {category.total} {category.name} articles
              </a>
            </p>
          </section>
        ))}
    </>
  );
}
