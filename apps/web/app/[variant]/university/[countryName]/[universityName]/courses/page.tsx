import Link from 'next/link';
import { levelFromSlug, LEVEL_NAMES, slugOfLevel } from '@meridian/domain/catalogue/levels';
import { siteRoutes, withQuery, type UniversityAddress } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { listUniversityCourses } from '@/lib/api/catalogue.ts';
import { single, type SearchParams } from '@/lib/catalogue/search-params.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { loadUniversity } from '@/components/catalogue/university-page.tsx';
import { universityCrumbs } from '@/components/catalogue/university-crumbs.ts';
import { CourseResults } from '@/components/catalogue/course-results.tsx';
import { Pagination } from '@/components/layout/pagination.tsx';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import styles from '@/components/catalogue/catalogue.module.css';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ countryName: string; universityName: string }>;

/** The level the page shows, its name, and its canonical path (one page per level). */
function pageOf(u: UniversityAddress & { name: string }, query: Awaited<SearchParams>) {
  const levelSlug = single(query.level);
  const level = levelSlug ? levelFromSlug(levelSlug) : undefined;
  return {
    level,
    name: level ? `${LEVEL_NAMES[level]} courses` : 'Courses',
    canonicalPath: siteRoutes.universityCourses(u, level ? levelSlug : undefined),
  };
}

/** This page's address under the university's canonical one, when another spelling of it is redirected. */
function thisPage(query: Awaited<SearchParams>) {
  return (u: UniversityAddress) =>
    withQuery(siteRoutes.universityCourses(u, single(query.level)), { page: single(query.page) });
}

type Props = { params: Params };

/** The university (redirecting another spelling of its address) and the level this page shows. */
async function load({ params }: Props) {
  const { countryName, universityName } = await params;
  const query = await contentSearchParams();
  const u = await loadUniversity(countryName, universityName, thisPage(query));
  return { u, query, ...pageOf(u, query) };
}

export async function generateMetadata(props: Props) {
  const { u, level, name, canonicalPath } = await load(props);
  return pageMetadata({
    title: `${name} at ${u.name}`,
    description: `${level ? LEVEL_NAMES[level] : 'Bachelors and masters'} courses at ${u.name}, with tuition, duration, intakes and the tests each accepts.`,
    path: canonicalPath,
  });
}

/** A university's courses, 50 a page (SPEC.md §9 "course by education level"), by level. */
export default async function UniversityCoursesPage(props: Props) {
  const { u, query, level, name, canonicalPath } = await load(props);
  const list = await listingPageOrNotFound(query.page, (page) =>
    listUniversityCourses(contentApi(), u.slug, { educationLevel: level, page }),
  );
  return (
    <section aria-labelledby="courses-title">
      <JsonLd
        data={breadcrumbLd([...universityCrumbs(u), { name, path: canonicalPath }], await requestOrigin())}
      />
      <p className={styles.eyebrow}>
        <Link href={siteRoutes.university(u)}>{u.name}</Link>
      </p>
      <h1 id="courses-title">
        {name} at {u.name}
      </h1>
      <nav aria-label="Level" className={styles.toolbar}>
        <Link href={siteRoutes.universityCourses(u)} aria-current={level ? undefined : 'page'}>
          All ({u.courseCounts.BACHELORS + u.courseCounts.MASTERS})
        </Link>
        {(['BACHELORS', 'MASTERS'] as const).map((l) => (
          <Link
            key={l}
            href={siteRoutes.universityCourses(u, slugOfLevel(l))}
            aria-current={level === l ? 'page' : undefined}
          >
            {LEVEL_NAMES[l]} ({u.courseCounts[l]})
          </Link>
        ))}
      </nav>
      <p role="status">{list.total} courses</p>
      <CourseResults courses={list.items} label="Courses" headingLevel={2} />
      <Pagination list={list} route={canonicalPath} />
    </section>
  );
}
