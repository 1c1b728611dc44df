import type { Metadata } from 'next';
import type { ArticlePage } from '@meridian/domain/content/articles';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import type { ApiClient } from '@/lib/api/http-client.ts';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { ArticleListing } from './article-listing.tsx';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';

type Props = { params: Promise<{ slug: string }> };

/** What a taxonomy page says about its term: its name (the last crumb), page title, heading and intro. */
type Wording = { name: string; title: string; heading: string; intro: string };

/**
 * The page and metadata of one article taxonomy (a category, a tag): `/articles/{taxonomy}/{slug}`,
 * its articles paged. An unknown term, or a page past the last, answers 404.
 */
export function articleTaxonomyPage<L extends ArticlePage>(taxonomy: {
  load: (api: ApiClient, slug: string, page: number) => Promise<L>;
  path: (slug: string) => string;
  wording: (listing: L) => Wording;
}) {
  async function load({ params }: Props) {
    const [{ slug }, { page }] = await Promise.all([params, contentSearchParams()]);
    const listing = await listingPageOrNotFound(page, (n) => taxonomy.load(contentApi(), slug, n));
    return { path: taxonomy.path(slug), listing, wording: taxonomy.wording(listing) };
  }

  return {
    async generateMetadata(props: Props): Promise<Metadata> {
      const { path, wording } = await load(props);
      return pageMetadata({ title: wording.title, description: wording.intro, path });
    },
    async Page(props: Props) {
      const { path, listing, wording } = await load(props);
      return (
        <ArticleListing
          crumbs={[
            { name: 'Study abroad', path: siteRoutes.home() },
            { name: 'Articles', path: siteRoutes.articles() },
            { name: wording.name, path },
          ]}
          heading={wording.heading}
          intro={wording.intro}
          listing={listing}
        />
      );
    },
  };
}
