import { z } from 'zod';
import { Slug } from '../content/slug.ts';
import { PrimaryCategory } from './category-schema.ts';
import { ExamCode } from './exams.ts';
import { EducationLevel } from './level-schema.ts';
import { ProgramInput } from './program-admin.ts';

/** `9;1` → [9, 1]: the months a course starts in. */
const Intakes = z
  .string()
  .trim()
  .regex(/^(\d{1,2})(;\d{1,2})*$/, 'must be month numbers separated by ; (e.g. 9;1)')
  .transform((text) => text.split(';').map(Number))
  .refine((months) => months.every((m) => m >= 1 && m <= 12), 'months are 1 to 12');

/** `IELTS:6.5;TOEFL:90` → the minimum scores of the tests the course accepts. */
const EntryRequirements = z
  .string()
  .trim()
  .transform((text, ctx) =>
    text.split(';').map((part) => {
      const [exam, score] = part.split(':').map((s) => s.trim());
      const code = ExamCode.safeParse(exam);
      if (!code.success || !score || Number.isNaN(Number(score))) {
        ctx.addIssue({ code: 'custom', message: `"${part}" is not EXAM:score (e.g. IELTS:6.5)` });
        return z.NEVER;
      }
      return { exam: code.data, minScore: Number(score) };
    }),
  );

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * One course of an import feed (a CSV row or a JSON object); the university must already be in the
 * catalogue. A course is matched by university and title: an existing one is updated.
 */
export const CourseImportRow = z.object({
  universitySlug: Slug,
  title: z.string().trim().min(3).max(200),
  educationLevel: EducationLevel,
  category: PrimaryCategory,
  durationMonths: z.coerce.number().int().min(3).max(84),
  /** In the currency's major unit (e.g. 32500 for £32,500). */
  tuitionAmount: z.coerce.number().nonnegative().max(10_000_000),
  tuitionCurrency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  feeType: z.enum(['annual', 'total']),
  intakes: optionalText(Intakes),
  entryRequirements: optionalText(EntryRequirements),
});
export type CourseImportRow = z.infer<typeof CourseImportRow>;

/**
 * One university of an import feed, matched by its slug (an existing one is updated; optional
 * columns left empty keep what the catalogue has). `countrySlug` is a study destination (uk, usa…).
 */
export const UniversityImportRow = z.object({
  slug: Slug,
  name: z.string().trim().min(3).max(200),
  countrySlug: Slug,
  city: z.string().trim().min(2).max(120),
  ranking: optionalText(z.coerce.number().int().min(1).max(5000)),
  rankingSource: optionalText(z.string().trim().min(3).max(120)),
  institutionType: optionalText(z.enum(['university', 'college', 'institute', 'school'])),
  campus: optionalText(z.string().trim().min(2).max(160)),
  about: optionalText(z.string().trim().min(20).max(5000)),
  intakes: optionalText(Intakes),
});
export type UniversityImportRow = z.infer<typeof UniversityImportRow>;

/** `Small cohorts;Mentor support` → the highlights a program page lists. */
const Highlights = z
  .string()
  .trim()
  .transform((text) => text.split(';').map((part) => part.trim()))
  .pipe(ProgramInput.shape.highlights);

/**
 * One accelerator program of an import feed, matched by its slug (an existing one is updated and
 * keeps whether it is on; a new one is on). The destination university must be in the catalogue.
 */
export const ProgramImportRow = ProgramInput.omit({ active: true }).extend({
  about: optionalText(ProgramInput.shape.about),
  intakes: optionalText(Intakes),
  highlights: optionalText(Highlights),
});
export type ProgramImportRow = z.infer<typeof ProgramImportRow>;

/** The feeds an import takes: courses (the default), universities and accelerator programs. */
export const CatalogueFeedKind = z.enum(['courses', 'universities', 'programs']);
export type CatalogueFeedKind = z.infer<typeof CatalogueFeedKind>;

const FeedRecords = z.array(z.record(z.string(), z.unknown())).min(1).max(20_000);

/**
 * POST /pathway/admin/catalogue/import: JSON `{courses: [...]}`, `{universities: [...]}` or
 * `{programs: [...]}`, or a
 * CSV, sent as `text/csv` (the API reads it as `{csv}`) or inside JSON as `{csv: "…"}`, of the
 * kind `?feed=` names.
 */
export const CatalogueFeed = z.union([
  z.object({ courses: FeedRecords }),
  z.object({ universities: FeedRecords }),
  z.object({ programs: FeedRecords }),
  z.object({ csv: z.string().min(1).max(20_000_000) }),
]);
export type CatalogueFeed = z.infer<typeof CatalogueFeed>;

export const CatalogueImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** What a CSV holds (JSON says it by its key). */
  feed: CatalogueFeedKind.default('courses'),
});

export const ImportError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof ImportError>;

/** The answer: whether the feed is valid, every bad field by row, and (on a real run) what changed. */
export const CatalogueImportReport = z
  .object({
    valid: z.boolean(),
    errors: z.array(ImportError),
    dryRun: z.boolean(),
    created: z.number().int(),
    updated: z.number().int(),
    /** On a real run, each record written: its row, what names it (slug or university/title) and how. */
    changes: z.array(
      z.object({ row: z.number().int(), key: z.string(), action: z.enum(['created', 'updated']) }),
    ),
  })
  .meta({ id: 'CatalogueImportReport' });
export type CatalogueImportReport = z.infer<typeof CatalogueImportReport>;
