import type { Metadata } from 'next';
import { SearchResults } from '@/components/search/search-results.tsx';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';
import { single } from '@/lib/catalogue/search-params.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { SearchKind } from '@meridian/domain/search/schemas';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

/** The query and kind from the page's variant: each distinct search is rendered once and cached. */
async function readQuery() {
  const query = await contentSearchParams();
  const kind = SearchKind.safeParse(single(query.kind));
  return { q: single(query.q) ?? '', kind: kind.success ? kind.data : undefined };
}

/** Results pages are endless: search engines follow their links but index none. */
export async function generateMetadata(): Promise<Metadata> {
  const { q } = await readQuery();
  const metadata = await pageMetadata({
    title: q ? `Search results for “${q}”` : 'Search',
    description: 'Universities, courses, countries, exams, articles and tools for studying abroad.',
    path: siteRoutes.search(),
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SearchPage() {
  return <SearchResults {...await readQuery()} />;
}
