import type { Metadata } from 'next';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getAuthorArticles } from '@/lib/api/editorial.ts';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, JsonLd, profilePageLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { ArticleList } from '@/components/content/article-card.tsx';
import { Pagination } from '@/components/layout/pagination.tsx';
import { SampleAuthorNote } from '@/components/content/sample-author-note.tsx';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Props = { params: Promise<{ slug: string }> };

/** An unknown author, or a page past the last, answers 404. */
async function load({ params }: Props) {
  const [{ slug }, { page }] = await Promise.all([params, contentSearchParams()]);
  return {
    slug,
    listing: await listingPageOrNotFound(page, (n) => getAuthorArticles(contentApi(), slug, n)),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, listing } = await load(props);
  return pageMetadata({
    title: `${listing.author.name}, ${listing.author.role}`,
    description: listing.author.bio,
    path: siteRoutes.author(slug),
  });
}

export default async function AuthorPage(props: Props) {
  const { slug, listing } = await load(props);
  const path = siteRoutes.author(slug);
  const origin = await requestOrigin();
  const { author } = listing;
  return (
    <>
      <JsonLd
        data={profilePageLd({
          name: author.name,
          jobTitle: author.role,
          description: author.bio,
          url: siteUrl(origin, path),
        })}
      />
      <JsonLd
        data={breadcrumbLd(
          [
            { name: 'Articles', path: siteRoutes.articles() },
            { name: author.name, path },
          ],
          origin,
        )}
      />
      <h1>{author.name}</h1>
      {author.sample && <SampleAuthorNote />}
      <p>
        <strong>{author.role}</strong>
      </p>
      <p>{author.bio}</p>
      <p>Writes about: {author.expertise.join(', ')}</p>
      <h2>Articles by {author.name}</h2>
      <ArticleList articles={listing.items} />
      <Pagination list={listing} route={path} />
    </>
  );
}
