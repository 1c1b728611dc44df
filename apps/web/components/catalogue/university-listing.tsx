import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { findDestination } from '@meridian/domain/destinations';
import { findCategory } from '@meridian/domain/catalogue/categories';
import { LEVEL_NAMES, levelFromSlug } from '@meridian/domain/catalogue/levels';
import { NAME_SEARCH_LENGTH } from '@meridian/domain/catalogue/schemas';
import { sitePath, siteRoutes, type UniversityListingAddress } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { listUniversities } from '@/lib/api/catalogue.ts';
import { searchUniversities } from '@/lib/api/recommendation.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { single } from '@/lib/catalogue/search-params.ts';
import { UniversityCard } from './university-card.tsx';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { Pagination } from '@/components/layout/pagination.tsx';
import styles from './catalogue.module.css';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';

export type UniversityListingPath = UniversityListingAddress;

function resolve(path: UniversityListingPath) {
  const destination = path.country ? findDestination(path.country) : undefined;
  const level = path.level ? levelFromSlug(path.level) : undefined;
  const category = path.category ? findCategory(path.category) : undefined;
  if ((path.country && !destination) || (path.level && !level) || (path.category && !category)) notFound();
  const what = [level && LEVEL_NAMES[level], category?.name].filter(Boolean).join(' in ');
  const heading = `${destination ? `Universities in ${destination.name}` : 'Universities abroad'}${what ? ` for ${what}` : ''}`;
  const url = siteRoutes.universityListing(path);
  return { destination, level, category, heading, url };
}

export async function universityListingMetadata(path: UniversityListingPath): Promise<Metadata> {
  const { heading, url } = resolve(path);
  return pageMetadata({
    title: heading,
    description: `${heading}, best ranked first, with the number of courses each teaches international students.`,
    path: url,
  });
}

/**
 * Universities by destination, level and subject, best ranked first, 30 a page; with `?q=` a
 * typo-tolerant name search instead, kept to the page's destination and level.
 */
export async function UniversityListing({ path }: { path: UniversityListingPath }) {
  const { destination, level, category, heading, url } = resolve(path);
  const query = await contentSearchParams();
  const q = single(query.q)?.trim();
  const api = contentApi();
  const searching = q !== undefined && q.length >= NAME_SEARCH_LENGTH.min;
  const [list, found] = await Promise.all([
    searching
      ? undefined
      : listingPageOrNotFound(query.page, (page) =>
          listUniversities(api, {
            country: destination?.slug,
            educationLevel: level,
            primaryCategory: category?.slug,
            page,
          }),
        ),
    searching
      ? searchUniversities(api, q, { countryCode: destination?.iso3, educationLevel: level })
      : undefined,
  ]);
  return (
    <section aria-labelledby="universities-title">
      <p className={styles.eyebrow}>University finder</p>
      <h1 id="universities-title">{heading}</h1>
      <form role="search" className={styles.search} action={sitePath(url)}>
        <label className="visually-hidden" htmlFor="university-search">
          University name
        </label>
        <TextInput
          id="university-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Search universities by name"
        />
        <Button variant="primary" type="submit">
          Search
        </Button>
      </form>
      {found && (
        <>
          <p role="status">
            {found.items.length} {found.items.length === 1 ? 'university matches' : 'universities match'} “{q}
            ”
          </p>
          <ol className={styles.results} aria-label="Universities">
            {found.items.map((u) => (
              <UniversityCard key={u.id} university={u} />
            ))}
          </ol>
          <p>
            <Link href={url}>
              Show all {destination ? `universities in ${destination.name}` : 'universities'}
            </Link>
          </p>
        </>
      )}
      {list && (
        <>
          <p role="status">{list.total} universities</p>
          <ol className={styles.results} aria-label="Universities">
            {list.items.map((u) => (
              <UniversityCard key={u.id} university={u} courseCount={u.courseCount} />
            ))}
          </ol>
          <Pagination list={list} route={url} />
        </>
      )}
    </section>
  );
}
