import type { Metadata } from 'next';
import type { TagArticles } from '@meridian/domain/content/articles';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getTagArticles } from '@/lib/api/editorial.ts';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { ArticleListing } from '@/components/content/article-listing.tsx';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string }> };

/** An unknown tag, one on a single article, or a page past the last answers 404. */
async function load({ params, searchParams }: Props) {
  const [{ slug }, { page }] = await Promise.all([params, searchParams]);
  return { slug, listing: await listingPageOrNotFound(page, (n) => getTagArticles(contentApi(), slug, n)) };
}

const intro = ({ tag, total }: TagArticles) =>
  `${total} study abroad articles on ${tag.name}, newest first: checked guides for Indian students by our counsellors.`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, listing } = await load(props);
  return pageMetadata({
    title: `${listing.tag.name}: Study Abroad Articles`,
    description: intro(listing),
    path: siteRoutes.articleTag(slug),
  });
}

export default async function ArticleTagPage(props: Props) {
  const { slug, listing } = await load(props);
  return (
    <ArticleListing
      crumbs={[
        { name: 'Study abroad', path: siteRoutes.home() },
        { name: 'Articles', path: siteRoutes.articles() },
        { name: listing.tag.name, path: siteRoutes.articleTag(slug) },
      ]}
      heading={`Articles on ${listing.tag.name}`}
      intro={intro(listing)}
      listing={listing}
    />
  );
}
