import { z } from 'zod';
import { CurrencyCode, MinorUnits } from '../money-schemas.ts';
import { Faq } from '../faq.ts';
import { StoredImage } from '../content/media.ts';
import { PAGE_SIZES } from '../page-sizes.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { ExchangeRate, UniversitySummary } from '../country/schemas.ts';
import { EducationLevel } from './level-schema.ts';
import { PrimaryCategory } from './category-schema.ts';
import { ExamRequirement } from './exams.ts';
import { CourseFilterParam, CourseSort, FeeType } from './course-filter.ts';
import { MAX_COMPARED } from './compare.ts';
import { ListScopeParams, scopedCourseFilter } from './list-scope-params.ts';
import { SlugInAddress as Slug } from '../content/slug.ts';

export const Money = z.object({ amountMinor: MinorUnits, currency: CurrencyCode });
export type Money = z.infer<typeof Money>;

export const Scholarship = z.object({
  name: z.string().min(3),
  provider: z.string().min(3),
  value: z.string().min(3),
  url: z.url(),
});
export type Scholarship = z.infer<typeof Scholarship>;

const Month = z.number().int().min(1).max(12);

export const CountryRef = z.object({ iso3: z.string(), slug: z.string(), name: z.string() });

export const UniversityRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  worldRanking: z.number().int().positive().nullable(),
  /** The editor's uploaded logo; null: draw the crest. */
  logo: StoredImage.nullable(),
  country: CountryRef,
});
export type UniversityRef = z.infer<typeof UniversityRef>;

/** One row of a course listing. */
export const CourseCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  educationLevel: EducationLevel,
  primaryCategory: PrimaryCategory,
  specializationName: z.string(),
  durationDays: z.number().int().positive(),
  tuition: Money,
  feeType: FeeType,
  tuitionInrAnnual: z.number().int().nonnegative(),
  tuitionInrTotal: z.number().int().nonnegative(),
  exams: z.array(ExamRequirement),
  intakes: z.array(Month),
  university: UniversityRef,
  /** Generated sample data outside production, not the university's own offer: shown with a note. */
  sample: z.boolean(),
});
export type CourseCard = z.infer<typeof CourseCard>;

/**
 * GET /pathway/courses: `filter` is the base64 JSON `CourseFilter`, 30 a page (SPEC.md §9);
 * `countryCode` and `educationLevel` (SPEC.md §7) narrow it, and are ignored when null or empty.
 */
export const CourseListQuery = z
  .object({
    filter: CourseFilterParam,
    ...ListScopeParams,
    sort: CourseSort.default('ranking'),
    ...pageQuery(PAGE_SIZES.courses),
  })
  .transform(({ countryCode, educationLevel, ...query }, ctx) => ({
    ...query,
    filter: scopedCourseFilter({ filter: query.filter, countryCode, educationLevel }, ctx),
  }));
export type CourseListQuery = z.output<typeof CourseListQuery>;

export const CourseFacetsQuery = z
  .object({ filter: CourseFilterParam, ...ListScopeParams })
  .transform((query, ctx) => ({ filter: scopedCourseFilter(query, ctx) }));

/** `total` is exact up to the count's cap; `totalCapped` says there are more. */
export const CourseListResponse = paginated(CourseCard)
  .extend({ totalCapped: z.boolean() })
  .meta({ id: 'CourseListResponse' });
export type CourseListResponse = z.infer<typeof CourseListResponse>;

export const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof FacetValue>;

/** Counts per filter value, each computed with every other active filter applied. */
export const CourseFacets = z
  .object({
    country: z.array(FacetValue),
    primaryCategory: z.array(FacetValue),
    educationLevel: z.array(FacetValue),
    courseDuration: z.array(FacetValue),
    examAccepted: z.array(FacetValue),
  })
  .meta({ id: 'CourseFacets' });
export type CourseFacets = z.infer<typeof CourseFacets>;
export type FacetName = keyof CourseFacets;

export const UniversityCard = UniversitySummary.extend({
  country: CountryRef,
  courseCount: z.number().int().nonnegative(),
});
export type UniversityCard = z.infer<typeof UniversityCard>;

export const UniversityListQuery = z.object({
  country: z
    .string()
    .regex(/^[a-z-]{2,40}$/, 'must be a country slug')
    .optional(),
  educationLevel: EducationLevel.optional(),
  primaryCategory: PrimaryCategory.optional(),
  ...pageQuery(PAGE_SIZES.countryLists),
});
export type UniversityListQuery = z.infer<typeof UniversityListQuery>;

export const UniversityListResponse = paginated(UniversityCard).meta({ id: 'UniversityListResponse' });
export type UniversityListResponse = z.infer<typeof UniversityListResponse>;

export const CityLiving = z.object({ name: z.string(), monthlyLiving: Money });

export const UniversityOverview = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    city: CityLiving,
    campus: z.string().nullable(),
    logo: StoredImage.nullable(),
    campusPhoto: StoredImage.nullable(),
    about: z.string(),
    institutionType: z.string(),
    worldRanking: z.number().int().positive().nullable(),
    rankingSource: z.string().nullable(),
    country: CountryRef,
    intakes: z.array(Month),
    scholarships: z.array(Scholarship),
    faqs: z.array(Faq),
    courseCounts: z.object({ BACHELORS: z.number().int(), MASTERS: z.number().int() }),
    annualTuition: z
      .object({ currency: CurrencyCode, minMinor: MinorUnits, maxMinor: MinorUnits })
      .nullable(),
    topCourses: z.array(CourseCard),
    exchangeRate: ExchangeRate.nullable(),
    brochure: z.object({ title: z.string(), edition: z.string() }).nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'UniversityOverview' });
export type UniversityOverview = z.infer<typeof UniversityOverview>;

export const CourseDetail = CourseCard.extend({
  about: z.string(),
  specialization: z.string(),
  city: CityLiving,
  exchangeRate: ExchangeRate.nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
}).meta({ id: 'CourseDetail' });
export type CourseDetail = z.infer<typeof CourseDetail>;

export const CompareQuery = z.object({
  ids: z
    .string()
    .regex(
      new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${MAX_COMPARED - 1}}$`),
      'must be one to three course ids separated by commas',
    )
    .transform((text) => [...new Set(text.split(',').map(Number))]),
});

/** The courses that exist, in the order asked; `unknownIds` are those that do not (any longer). */
export const CompareResponse = z
  .object({
    courses: z.array(CourseDetail).max(MAX_COMPARED),
    unknownIds: z.array(z.number().int()).max(MAX_COMPARED - 1),
  })
  .meta({ id: 'CompareResponse' });
export type CompareResponse = z.infer<typeof CompareResponse>;

export const AcceleratorProgramCard = z.object({
  slug: z.string(),
  title: z.string(),
  degree: EducationLevel,
  primaryCategory: PrimaryCategory,
  specialization: z.string(),
  specializationName: z.string(),
  onlineDurationDays: z.number().int().positive(),
  onlineTuition: z.array(Money),
  destinationUniversity: z.object({
    university: UniversityRef,
    durationDays: z.number().int().positive(),
    tuitionFee: z.array(Money),
  }),
});
export type AcceleratorProgramCard = z.infer<typeof AcceleratorProgramCard>;

export const AcceleratorProgramQuery = z.object({
  country: z
    .string()
    .regex(/^[a-z-]{2,40}$/, 'must be a country slug')
    .optional(),
  degree: EducationLevel.optional(),
  primaryCategory: PrimaryCategory.optional(),
  specialization: Slug.optional(),
  ...pageQuery(PAGE_SIZES.programs),
});
export type AcceleratorProgramQuery = z.infer<typeof AcceleratorProgramQuery>;

export const AcceleratorProgramList = paginated(AcceleratorProgramCard).meta({
  id: 'AcceleratorProgramList',
});
export type AcceleratorProgramList = z.infer<typeof AcceleratorProgramList>;

/** SPEC.md §3 "Course": slug, title, about, onlineDuration, destinationUniversity, onlineTuitionFee. */
export const AcceleratorProgramDetail = AcceleratorProgramCard.extend({
  /** What a learner's favourite names the program by (`{id, type: 'PROGRAM'}`). */
  id: z.number().int(),
  about: z.string(),
  highlights: z.array(z.string()),
  intakes: z.array(Month),
  exchangeRate: ExchangeRate.nullable(),
}).meta({ id: 'AcceleratorProgramDetail' });
export type AcceleratorProgramDetail = z.infer<typeof AcceleratorProgramDetail>;

/** How long a name search may be: shorter finds nothing useful, and no name is longer. */
export const NAME_SEARCH_LENGTH = { min: 2, max: 120 } as const;

/** SPEC.md §7 search/name and search/university: 500 a page. */
export const NameSearchQuery = z.object({
  searchTerm: z
    .string()
    .trim()
    .min(NAME_SEARCH_LENGTH.min, `must be at least ${NAME_SEARCH_LENGTH.min} characters`)
    .max(NAME_SEARCH_LENGTH.max),
  ...pageQuery(PAGE_SIZES.nameSearch),
});
export type NameSearchQuery = z.infer<typeof NameSearchQuery>;

/**
 * search/university: a name search kept to one destination (iso3 `countryCode`) and to universities
 * teaching an `educationLevel`, when the caller gives them; null or empty ones are ignored.
 */
export const UniversitySearchQuery = NameSearchQuery.extend(ListScopeParams);
export type UniversitySearchQuery = z.output<typeof UniversitySearchQuery>;

export const CourseNameHit = z.object({ name: z.string(), courseCount: z.number().int() });
export const CourseNameSearchResponse = z
  .object({ items: z.array(CourseNameHit) })
  .meta({ id: 'CourseNameSearchResponse' });
export type CourseNameSearchResponse = z.infer<typeof CourseNameSearchResponse>;

export const UniversitySearchResponse = z
  .object({ items: z.array(UniversityRef) })
  .meta({ id: 'UniversitySearchResponse' });
export type UniversitySearchResponse = z.infer<typeof UniversitySearchResponse>;

/** Everything the sitemap lists, with when it last changed. */
export const SitemapEntries = z
  .object({
    universities: z.array(
      z.object({ countrySlug: z.string(), slug: z.string(), updatedAt: z.iso.datetime({ offset: true }) }),
    ),
    courses: z.array(
      z.object({
        countrySlug: z.string(),
        universitySlug: z.string(),
        slug: z.string(),
        updatedAt: z.iso.datetime({ offset: true }),
      }),
    ),
    programs: z.array(z.object({ slug: z.string(), updatedAt: z.iso.datetime({ offset: true }) })),
  })
  .meta({ id: 'SitemapEntries' });
export type SitemapEntries = z.infer<typeof SitemapEntries>;
