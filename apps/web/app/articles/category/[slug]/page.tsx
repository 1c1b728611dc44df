import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCategoryArticles } from '@/lib/api/editorial.ts';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { ArticleListing } from '@/components/content/article-listing.tsx';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string }> };

/** An unknown category, or a page past the last, answers 404. */
async function load({ params, searchParams }: Props) {
  const [{ slug }, { page }] = await Promise.all([params, searchParams]);
  return {
    slug,
    listing: await listingPageOrNotFound(page, (n) => getCategoryArticles(contentApi(), slug, n)),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, listing } = await load(props);
  return pageMetadata({
    title: `${listing.category.name} Articles`,
    description: listing.category.description,
    path: siteRoutes.articleCategory(slug),
  });
}

export default async function ArticleCategoryPage(props: Props) {
  const { slug, listing } = await load(props);
  return (
    <ArticleListing
      crumbs={[
        { name: 'Study abroad', path: siteRoutes.home() },
        { name: 'Articles', path: siteRoutes.articles() },
        { name: listing.category.name, path: siteRoutes.articleCategory(slug) },
      ]}
      heading={listing.category.name}
      intro={listing.category.description}
      listing={listing}
    />
  );
}
