import { findDestination } from '@meridian/domain/destinations';
import { PAGE_SIZES } from '@meridian/domain/page-sizes';
import type {
  UniversityListQuery,
  UniversityListResponse,
  UniversityOverview,
} from '@meridian/domain/catalogue/schemas';
import { pageOf, pageWindow, type PageRequest } from '@meridian/domain/pagination';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { latestExchangeRate } from '#api/modules/pathway/exchange-rate.ts';
import { listCourses } from '#api/modules/pathway/courses/service.ts';
import {
  findUniversityBySlug,
  findUniversityPage,
  summariseUniversityCourses,
  type UniversityScope,
} from './repo.ts';

const TOP_COURSES_ON_OVERVIEW = 8;

/** One page of the universities in a scope, best ranked first, as their cards. */
export async function universityPage(
  db: Db,
  options: { scope: UniversityScope; page: PageRequest },
): Promise<UniversityListResponse> {
  const { rows, total } = await findUniversityPage(db, {
    scope: options.scope,
    ...pageWindow(options.page),
  });
  return pageOf(
    options.page,
    rows.map(({ countryIso3: iso3, countrySlug, countryName, ...u }) => ({
      ...u,
      country: { iso3, slug: countrySlug, name: countryName },
    })),
    total,
  );
}

export async function listUniversities(db: Db, query: UniversityListQuery): Promise<UniversityListResponse> {
  const countryIso3 = query.country ? findDestination(query.country)?.iso3 : undefined;
  if (query.country && !countryIso3) throw new AppError('NOT_FOUND', `no destination ${query.country}`);
  return universityPage(db, {
    scope: {
      ...(countryIso3 ? { countryIso3s: [countryIso3] } : {}),
      ...(query.educationLevel ? { educationLevel: query.educationLevel } : {}),
      ...(query.primaryCategory ? { primaryCategory: query.primaryCategory } : {}),
    },
    page: query,
  });
}

/**
 * A university by its slug, or by `{slug}-{id}`, the form footer and menu links of SPEC.md §2 use.
 * The slug alone names a university, so the id is not needed to find it; the answer carries the
 * canonical slug, from which the site redirects. A slug that itself ends in digits is found first.
 */
async function findUniversityOrThrow(db: Db, address: string) {
  const withId = /^([a-z0-9-]+?)-\d{1,9}$/.exec(address);
  const row =
    (await findUniversityBySlug(db, address)) ??
    (withId ? await findUniversityBySlug(db, withId[1]!) : undefined);
  if (!row) throw new AppError('NOT_FOUND', `no university ${address}`);
  return row;
}

/** A university's brochure by the university's own slug, with the names its request and PDF print. */
export async function getUniversityBrochureOrThrow(db: Db, slug: string) {
  const row = await findUniversityBySlug(db, slug);
  if (!row?.brochure) throw new AppError('NOT_FOUND', `no brochure for ${slug}`);
  return { ...row.brochure, universityName: row.university.name, countryName: row.country.name };
}

export async function getUniversityIdOrThrow(db: Db, address: string): Promise<number> {
  return (await findUniversityOrThrow(db, address)).university.id;
}

export async function getUniversityOverviewOrThrow(db: Db, address: string): Promise<UniversityOverview> {
  const row = await findUniversityOrThrow(db, address);
  const { university: u, country, city, brochure } = row;
  const [summary, top] = await Promise.all([
    summariseUniversityCourses(db, u.id),
    listCourses(db, {
      scope: { universityId: u.id },
      sort: 'ranking',
      page: 1,
      size: TOP_COURSES_ON_OVERVIEW,
    }),
  ]);
  const currency = summary?.currency ?? city?.currency ?? null;
  return {
    id: u.id,
    slug: u.slug,
    name: u.name,
    city: {
      name: city?.name ?? u.city,
      monthlyLiving: {
        amountMinor: city?.monthlyLivingMinor ?? 0,
        currency: city?.currency ?? currency ?? 'INR',
      },
    },
    campus: u.campus,
    logo: u.logo,
    campusPhoto: u.campusPhoto,
    about: u.about ?? `${u.name} is in ${u.city}, ${country.name}.`,
    institutionType: u.institutionType,
    worldRanking: u.worldRanking,
    rankingSource: u.rankingSource,
    country,
    intakes: u.intakes,
    scholarships: u.scholarships,
    faqs: u.faqs,
    courseCounts: { BACHELORS: summary?.bachelors ?? 0, MASTERS: summary?.masters ?? 0 },
    annualTuition:
      summary?.currency && summary.minAnnual !== null && summary.maxAnnual !== null
        ? { currency: summary.currency, minMinor: summary.minAnnual, maxMinor: summary.maxAnnual }
        : null,
    topCourses: top.items,
    exchangeRate: currency ? await latestExchangeRate(db, currency) : null,
    brochure:
      brochure?.title && brochure.edition ? { title: brochure.title, edition: brochure.edition } : null,
    updatedAt: u.updatedAt.toISOString(),
  };
}

export const UNIVERSITY_COURSES_PAGE = PAGE_SIZES.coursesByEducationLevel;
