import Link from 'next/link';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getSitemapEntries, listUniversities } from '@/lib/api/catalogue.ts';
import { getEditorialSitemap } from '@/lib/api/editorial.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import styles from '@/components/catalogue/catalogue.module.css';
import { EditorialSections } from './editorial-sections.tsx';

export async function generateMetadata() {
  return pageMetadata({
    title: 'Sitemap',
    description:
      'Every study destination, subject, university, accelerator program, article, exam guide, knowledge-base answer, e-book and consultant city on one page.',
    path: siteRoutes.htmlSitemap(),
  });
}

const UNIVERSITIES_PAGE = 100;

/** /html-sitemap/sitemap: links to every destination, subject listing, university and program, then the editorial pages. */
export default async function HtmlSitemapPage() {
  const api = contentApi();
  const [entries, editorial] = await Promise.all([getSitemapEntries(api), getEditorialSitemap(api)]);
  const pages = Math.ceil(entries.universities.length / UNIVERSITIES_PAGE);
  const universities = (
    await Promise.all(
      Array.from({ length: pages }, (_, i) =>
        listUniversities(api, { page: i + 1, size: UNIVERSITIES_PAGE }),
      ),
    )
  ).flatMap((p) => p.items);
  const countries = DESTINATIONS.filter((d) => d.slug !== 'others');
  return (
    <section aria-labelledby="sitemap-title">
      <h1 id="sitemap-title">Sitemap</h1>
      <h2>Study destinations</h2>
      <ul className={styles.linkList}>
        {countries.map((d) => (
          <li key={d.slug}>
            <Link href={siteRoutes.country(d.slug)}>Study in {d.name}</Link>
          </li>
        ))}
      </ul>
      <h2>Courses by subject</h2>
      <ul className={styles.linkList}>
        {PRIMARY_CATEGORIES.map((c) => (
          <li key={c.slug}>
            <Link href={siteRoutes.courseListing({ level: 'courses', subject: c.slug })}>
              {c.name} courses abroad
            </Link>
          </li>
        ))}
      </ul>
      <h2>Universities</h2>
      {countries.map((d) => {
        const own = universities.filter((u) => u.country.slug === d.slug);
        if (own.length === 0) return null;
        return (
          <div key={d.slug}>
            <h3>
              <Link href={siteRoutes.universityListing({ country: d.slug })}>Universities in {d.name}</Link>
            </h3>
            <ul className={styles.linkList}>
              {own.map((u) => (
                <li key={u.slug}>
                  <Link href={siteRoutes.university(u)}>{u.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <h2>
        <Link href={siteRoutes.programListing({})}>Accelerator programs</Link>
      </h2>
      <p>{entries.programs.length} programs that start online and finish on campus abroad.</p>
      <EditorialSections sitemap={editorial} />
    </section>
  );
}
