import {
  AcceleratorProgramDetail,
  AcceleratorProgramList,
  CompareResponse,
  CourseDetail,
  CourseFacets,
  CourseListResponse,
  SitemapEntries,
  UniversityListResponse,
  UniversityOverview,
} from '@meridian/domain/catalogue/schemas';
import { BrochureResponse } from '@meridian/domain/catalogue/brochures';
import { ListingExam } from '@meridian/domain/catalogue/listing-exam';
import type { CourseSort } from '@meridian/domain/catalogue/course-filter';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import { normaliseListRequest } from '@meridian/domain/catalogue/list-request';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

type Query = Record<string, string | number | undefined>;

/** The page asked for (from 1) and, where not the list's own page size, how many a page. */
type PageQuery = { page: number; size?: number };

const cached = (tags: string[]) => ({ revalidate: CONTENT_REVALIDATE_SECONDS, tags });

/** List queries go out without empty values (SPEC.md §5), so equal lists share one cache entry. */
function listQuery(query: Query): Query {
  return normaliseListRequest(query) as Query;
}

/** GET {pathway}/courses: `filter` is the encoded course filter, page from 1. */
export function listCourses(
  api: ApiClient,
  query: { filter: string; sort: CourseSort } & PageQuery,
): Promise<CourseListResponse> {
  return api.request('pathway', '/courses', {
    query: listQuery(query),
    schema: CourseListResponse,
    next: cached(['courses']),
  });
}

/** GET {pathway}/courses/exams/{exam}: one exam across the listing `filter` scopes (404: none asks for it). */
export function getListingExam(api: ApiClient, filter: string, exam: string): Promise<ListingExam> {
  return api.request('pathway', `/courses/exams/${encodeURIComponent(exam)}`, {
    query: listQuery({ filter }),
    schema: ListingExam,
    next: cached(['courses']),
  });
}

export function getCourseFacets(api: ApiClient, filter: string): Promise<CourseFacets> {
  return api.request('pathway', '/courses/facets', {
    query: listQuery({ filter }),
    schema: CourseFacets,
    next: cached(['courses']),
  });
}

export function listUniversities(
  api: ApiClient,
  query: {
    country?: string;
    educationLevel?: EducationLevel;
    primaryCategory?: string;
  } & PageQuery,
): Promise<UniversityListResponse> {
  return api.request('pathway', '/universities', {
    query: listQuery(query),
    schema: UniversityListResponse,
    next: cached(['universities']),
  });
}

/** GET {pathway}/university/{name}/overview. */
export function getUniversityOverview(api: ApiClient, slug: string): Promise<UniversityOverview> {
  return api.request('pathway', `/university/${encodeURIComponent(slug)}/overview`, {
    schema: UniversityOverview,
    next: cached([`university:${slug}`]),
  });
}

export function listUniversityCourses(
  api: ApiClient,
  slug: string,
  query: { educationLevel?: EducationLevel } & PageQuery,
): Promise<CourseListResponse> {
  return api.request('pathway', `/university/${encodeURIComponent(slug)}/courses`, {
    query: listQuery(query),
    schema: CourseListResponse,
    next: cached([`university:${slug}`]),
  });
}

/** GET {pathway}/{university}/course/{course} (SPEC.md §7 course details). */
export function getCourseDetail(api: ApiClient, university: string, course: string): Promise<CourseDetail> {
  return api.request(
    'pathway',
    `/university/${encodeURIComponent(university)}/course/${encodeURIComponent(course)}`,
    { schema: CourseDetail, next: cached([`university:${university}`]) },
  );
}

export function compareCourses(api: ApiClient, ids: readonly number[]): Promise<CompareResponse> {
  return api.request('pathway', '/courses/compare', {
    query: { ids: ids.join(',') },
    schema: CompareResponse,
    next: cached(['courses']),
  });
}

export function listAcceleratorPrograms(
  api: ApiClient,
  query: {
    country?: string;
    degree?: EducationLevel;
    primaryCategory?: string;
    specialization?: string;
  } & PageQuery,
): Promise<AcceleratorProgramList> {
  return api.request('pathway', '/accelerated-programs', {
    query: listQuery(query),
    schema: AcceleratorProgramList,
    next: cached(['programs']),
  });
}

/** GET {pathway}/v1/{slug}: one accelerator program. */
export function getAcceleratorProgram(api: ApiClient, slug: string): Promise<AcceleratorProgramDetail> {
  return api.request('pathway', `/v1/${encodeURIComponent(slug)}`, {
    schema: AcceleratorProgramDetail,
    next: cached(['programs']),
  });
}

/** GET {pathway}/brochure/{type}/slug/{slug}. */
export function getBrochure(api: ApiClient, slug: string): Promise<BrochureResponse> {
  return api.request('pathway', `/brochure/university/slug/${encodeURIComponent(slug)}`, {
    schema: BrochureResponse,
    next: cached([`university:${slug}`]),
  });
}

export function getSitemapEntries(api: ApiClient): Promise<SitemapEntries> {
  return api.request('pathway', '/sitemap', { schema: SitemapEntries, next: cached(['sitemap']) });
}
