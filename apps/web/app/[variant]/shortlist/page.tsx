import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { ShortlistView } from './shortlist.client.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata({
    title: 'Your shortlist',
    description: 'The courses and programs you shortlisted: compare them, or review them with a counsellor.',
    path: siteRoutes.shortlist(),
  });
  // Each visitor's own list: nothing for a search engine.
  return { ...metadata, robots: { index: false, follow: true } };
}

/** /shortlist: the visitor's shortlist, from their account or (a guest's) this browser. */
export default function ShortlistPage() {
  return (
    <section aria-labelledby="shortlist-title">
      <h1 id="shortlist-title">Your shortlist</h1>
      <ShortlistView />
    </section>
  );
}
