import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { findDestination } from '@meridian/domain/destinations';
import { findCategory } from '@meridian/domain/catalogue/categories';
import { LEVEL_NAMES, levelFromSlug, slugOfLevel } from '@meridian/domain/catalogue/levels';
import { siteRoutes, type ProgramListingAddress } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { listAcceleratorPrograms } from '@/lib/api/catalogue.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { ProgramCard } from './program-card.tsx';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { Pagination } from '@/components/layout/pagination.tsx';
import styles from './catalogue.module.css';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';
import { SLUG_IN_ADDRESS } from '@meridian/domain/content/slug';

/**
 * `/ua-accelerator-programs[/degree/{course}[/{specialization}]]` and
 * `/{country}/ua-accelerator-programs[/{degree}]`: `course` is a degree (bachelors, masters) or a subject.
 */
export type ProgramListingPath = ProgramListingAddress;

function resolve(path: ProgramListingPath) {
  const destination = path.country ? findDestination(path.country) : undefined;
  const degree = levelFromSlug(path.degree ?? path.course ?? '');
  const category = path.course && !degree ? findCategory(path.course) : undefined;
  const validSpecialization = !path.specialization || SLUG_IN_ADDRESS.test(path.specialization);
  if (
    (path.country && !destination) ||
    (path.degree && !degree) ||
    (path.course && !degree && !category) ||
    !validSpecialization
  ) {
    notFound();
  }
  const what = [degree ? LEVEL_NAMES[degree] : null, category?.name].filter(Boolean).join(' in ');
  const heading = `${what ? `${what} accelerator programs` : 'Accelerator programs'}${destination ? ` in ${destination.name}` : ''}`;
  const url = siteRoutes.programListing(path);
  return { destination, degree, category, heading, url };
}

export async function programListingMetadata(path: ProgramListingPath): Promise<Metadata> {
  const { heading, url } = resolve(path);
  return pageMetadata({
    title: heading,
    description: `${heading}: study the first year online from India, then finish the same degree on campus abroad for less.`,
    path: url,
  });
}

export async function ProgramListing({ path }: { path: ProgramListingPath }) {
  const { destination, degree, category, heading, url } = resolve(path);
  const list = await listingPageOrNotFound((await contentSearchParams()).page, (page) =>
    listAcceleratorPrograms(contentApi(), {
      country: destination?.slug,
      degree,
      primaryCategory: category?.slug,
      specialization: path.specialization,
      page,
    }),
  );
  if (path.specialization && list.total === 0) notFound();
  return (
    <section aria-labelledby="programs-title">
      <p className={styles.eyebrow}>Accelerator programs</p>
      <h1 id="programs-title">{heading}</h1>
      <p>
        Start your degree online from India with live classes, then move to the university’s campus for the
        rest of it. You pay for fewer years abroad and graduate with the same degree.
      </p>
      <nav aria-label="Degree" className={styles.toolbar}>
        {(['BACHELORS', 'MASTERS'] as const).map((level) => (
          <Link
            key={level}
            href={siteRoutes.programListing(
              destination
                ? { country: destination.slug, degree: slugOfLevel(level) }
                : { course: slugOfLevel(level) },
            )}
          >
            {LEVEL_NAMES[level]} programs
          </Link>
        ))}
      </nav>
      <p role="status">{list.total} programs</p>
      <ol className={styles.results} aria-label="Programs">
        {list.items.map((program) => (
          <ProgramCard key={program.slug} program={program} />
        ))}
      </ol>
      <Pagination list={list} route={url} />
    </section>
  );
}
