import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { listEbookCategories, listEbooks } from '@/lib/api/ebooks.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { regionDemonym } from '@/lib/region/region-demonym.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { EbookList } from './ebook-card.tsx';

export async function generateMetadata() {
  return pageMetadata({
    title: 'Free Study Abroad E-books: Country, Exam and SOP Guides',
    description: `Download free e-books for ${await regionDemonym()} students: country guides, IELTS, GRE, GMAT, TOEFL and PTE exam guides, and SOP guides written by our counsellors.`,
    path: siteRoutes.ebooks(),
  });
}

export default async function EbooksPage() {
  const api = contentApi();
  const [categories, all, origin] = await Promise.all([
    listEbookCategories(api),
    listEbooks(api),
    requestOrigin(),
  ]);
  const featured = all.filter((e) => e.isFeatured);
  const newlyAdded = all.filter((e) => e.isNewlyAdded);
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'E-books', path: siteRoutes.ebooks() },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, origin)} />
      <h1>Free study abroad e-books</h1>
      <p>
        Country guides, exam guides and SOP guides, each a PDF you can keep. Tell us where to reach you once
        and download as many as you need.
      </p>
      <nav aria-label="E-book categories">
        <ul>
          {categories.map((category) => (
            <li key={category.slug}>
              <a href={`#${category.slug}`}>
                {category.name} ({category.ebooks})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {featured.length > 0 && (
        <section aria-labelledby="featured-title">
          <h2 id="featured-title">Featured e-books</h2>
          <EbookList ebooks={featured} />
        </section>
      )}
      {newlyAdded.length > 0 && (
        <section aria-labelledby="new-title">
          <h2 id="new-title">Newly added</h2>
          <EbookList ebooks={newlyAdded} />
        </section>
      )}
      {categories.map((category) => (
        <section key={category.slug} aria-labelledby={category.slug}>
          <h2 id={category.slug}>{category.name}</h2>
          <p>{category.description}</p>
          <EbookList ebooks={all.filter((e) => e.category.slug === category.slug)} />
        </section>
      ))}
    </>
  );
}
