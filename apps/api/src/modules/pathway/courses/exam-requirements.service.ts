import {
  examCodeFromSlug,
  examScale,
  LISTING_EXAM_TOP_COURSES,
  type ListingExam,
} from '@meridian/domain/catalogue/listing-exam';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { CourseScope } from './repo.ts';
import { findHighestExamRequirements, summariseExamRequirements } from './exam-requirements.repo.ts';

/**
 * One exam in a listing's context. An exam the catalogue does not know, or one no course of the
 * listing names, is not a page of that listing: 404.
 */
export async function getListingExamOrThrow(db: Db, scope: CourseScope, slug: string): Promise<ListingExam> {
  const exam = examCodeFromSlug(slug);
  if (!exam) throw new AppError('NOT_FOUND', `no exam ${slug}`);
  const [summary, highest] = await Promise.all([
    summariseExamRequirements(db, scope, exam),
    findHighestExamRequirements(db, scope, exam, LISTING_EXAM_TOP_COURSES),
  ]);
  const { courseCount, acceptingCount, lowest, median, highest: top } = summary;
  if (acceptingCount === 0 || lowest === null || median === null || top === null) {
    throw new AppError('NOT_FOUND', `no course of the listing names ${exam}`);
  }
  return {
    exam,
    ...examScale(exam),
    courseCount,
    acceptingCount,
    minScores: { lowest, median, highest: top },
    highest: highest.map((row) => ({
      slug: row.slug,
      title: row.title,
      minScore: row.minScore,
      university: {
        slug: row.universitySlug,
        name: row.universityName,
        country: { iso3: row.countryIso3, slug: row.countrySlug, name: row.countryName },
      },
      sample: row.sample,
    })),
  };
}
