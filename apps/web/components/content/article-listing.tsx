import type { ArticlePage } from '@meridian/domain/content/articles';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { ArticleList } from './article-card.tsx';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { Pagination } from '@/components/layout/pagination.tsx';

/** One page of a list of articles (a category, a tag): breadcrumbs ending at `path`, a heading, the cards and page links. */
export async function ArticleListing({
  crumbs,
  heading,
  intro,
  listing,
}: {
  crumbs: readonly Crumb[];
  heading: string;
  intro: string;
  listing: ArticlePage;
}) {
  const path = crumbs.at(-1)?.path ?? '';
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{heading}</h1>
      <p>{intro}</p>
      <ArticleList articles={listing.items} />
      <Pagination list={listing} route={path} />
    </>
  );
}
