import { z } from 'zod';
import { CurrencyCode, MinorUnits } from '../money-schemas.ts';
import { PAGE_SIZES } from '../page-sizes.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { BAND_STEP, bandFromRaw, lowestConvertibleRaw, MAX_BAND, RAW_SCORE_MAX } from './ielts-band.ts';
import { CGPA_SCALES } from './us-gpa.ts';
import { SGPA_FORMULAS } from './sgpa-percentage.ts';
import { SavedGpa } from './saved-gpa.ts';
import { COST_PERIODS } from './expense.ts';

const Band = z.number().min(0).max(MAX_BAND).multipleOf(BAND_STEP, 'must be a whole or half band');
const RawScore = z.number().int().min(0).max(RAW_SCORE_MAX);

/**
 * POST /calculator/ielts-band. Listening and Reading come either as bands or as raw scores out of
 * 40 (converted with the published tables); Writing and Speaking are always bands.
 */
export const IeltsBandRequest = z
  .object({
    listening: Band.optional(),
    reading: Band.optional(),
    writing: Band,
    speaking: Band,
    listeningRaw: RawScore.optional(),
    readingRaw: RawScore.optional(),
    module: z.enum(['academic', 'general']).optional(),
  })
  .superRefine((value, ctx) => {
    for (const skill of ['listening', 'reading'] as const) {
      const rawField = `${skill}Raw` as const;
      const raw = value[rawField];
      if ((value[skill] === undefined) === (raw === undefined)) {
        ctx.addIssue({ code: 'custom', path: [skill], message: `give either ${skill} or ${rawField}` });
        continue;
      }
      if (raw === undefined) continue;
      if (skill === 'reading' && value.module === undefined) {
        ctx.addIssue({ code: 'custom', path: ['module'], message: 'is needed to convert readingRaw' });
        continue;
      }
      const module = value.module ?? 'academic';
      if (bandFromRaw({ skill, raw, module }) === undefined) {
        const lowest = lowestConvertibleRaw(skill, module);
        ctx.addIssue({
          code: 'custom',
          path: [rawField],
          message: `the published table starts at ${lowest} correct answers`,
        });
      }
    }
  })
  .meta({ id: 'IeltsBandRequest' });
export type IeltsBandRequest = z.infer<typeof IeltsBandRequest>;

export const IeltsBandResponse = z
  .object({
    overall: z.number(),
    listening: z.number(),
    reading: z.number(),
    writing: z.number(),
    speaking: z.number(),
    /** Skills whose band came from a raw score: indicative, since cut-offs vary by test version. */
    convertedFromRaw: z.array(z.enum(['listening', 'reading'])),
  })
  .meta({ id: 'IeltsBandResponse' });
export type IeltsBandResponse = z.infer<typeof IeltsBandResponse>;

/** ₹10 crore: above any education loan an Indian bank sanctions, so larger is a typo. */
const MAX_LOAN_RUPEES = 100_000_000;

export const EducationLoanRequest = z
  .object({
    principal: z.number().positive().max(MAX_LOAN_RUPEES),
    annualRate: z.number().min(0).max(30),
    tenureMonths: z.number().int().min(1).max(360),
    moratoriumMonths: z.number().int().min(0).max(120).optional(),
    interestDuringMoratorium: z.enum(['simple-capitalised', 'paid']).optional(),
  })
  .meta({ id: 'EducationLoanRequest' });
export type EducationLoanRequest = z.infer<typeof EducationLoanRequest>;

export const EducationLoanResponse = z
  .object({
    emi: z.number(),
    moratoriumInterest: z.number(),
    totalInterest: z.number(),
    totalPayment: z.number(),
    principalAtRepaymentStart: z.number(),
    schedule: z.array(
      z.object({
        month: z.number().int(),
        emi: z.number(),
        interest: z.number(),
        principal: z.number(),
        balance: z.number(),
      }),
    ),
  })
  .meta({ id: 'EducationLoanResponse' });
export type EducationLoanResponse = z.infer<typeof EducationLoanResponse>;

export const UsGpaRequest = z
  .object({
    cgpa: z.number().min(0),
    scale: z.union(CGPA_SCALES.map((s) => z.literal(s))),
  })
  .refine((v) => v.cgpa <= v.scale, { path: ['cgpa'], message: 'cannot exceed the scale' })
  .meta({ id: 'UsGpaRequest' });
export type UsGpaRequest = z.infer<typeof UsGpaRequest>;

/** `saved`: what the signed-in learner's profile now keeps, when they asked for it (`?save=true`). */
export const UsGpaResponse = z
  .object({ gpa: z.number(), saved: SavedGpa.optional() })
  .meta({ id: 'UsGpaResponse' });
export type UsGpaResponse = z.infer<typeof UsGpaResponse>;

export const GermanGradeRequest = z
  .object({
    grade: z.number().min(0),
    maxGrade: z.number().positive(),
    minPassGrade: z.number().min(0),
  })
  .refine((v) => v.minPassGrade < v.maxGrade, {
    path: ['minPassGrade'],
    message: 'must be below the best possible grade',
  })
  .refine((v) => v.grade <= v.maxGrade, { path: ['grade'], message: 'cannot exceed the best possible grade' })
  .meta({ id: 'GermanGradeRequest' });
export type GermanGradeRequest = z.infer<typeof GermanGradeRequest>;

export const GermanGradeResponse = z
  .object({ germanGrade: z.number(), saved: SavedGpa.optional() })
  .meta({ id: 'GermanGradeResponse' });
export type GermanGradeResponse = z.infer<typeof GermanGradeResponse>;

export const GradingSystem = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    maxGrade: z.number(),
    minPassGrade: z.number().nullable(),
    usScale: z.number().nullable(),
  })
  .meta({ id: 'GradingSystem' });
export type GradingSystem = z.infer<typeof GradingSystem>;

export const SgpaPercentageRequest = z
  .object({
    sgpa: z.number().min(0).max(10),
    formula: z.enum(SGPA_FORMULAS),
  })
  .meta({ id: 'SgpaPercentageRequest' });
export type SgpaPercentageRequest = z.infer<typeof SgpaPercentageRequest>;

export const SgpaPercentageResponse = z
  .object({ percentage: z.number() })
  .meta({ id: 'SgpaPercentageResponse' });
export type SgpaPercentageResponse = z.infer<typeof SgpaPercentageResponse>;

export const CostPeriod = z.enum(COST_PERIODS);

export const ExpenseCategory = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    period: CostPeriod,
  })
  .meta({ id: 'ExpenseCategory' });
export type ExpenseCategory = z.infer<typeof ExpenseCategory>;

export const CategoryListQuery = z.object(
  pageQuery(PAGE_SIZES.calculatorCategories, PAGE_SIZES.calculatorCategories),
);
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;

export const CategoryListResponse = paginated(ExpenseCategory).meta({ id: 'ExpenseCategoryList' });
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;

const ID_LIST = /^\d{1,9}(,\d{1,9})*$/;

/**
 * Category ids as a comma-separated list (`1,2,3`), the form the same-origin proxy passes on, or
 * as a repeated parameter (`categoryId=1&categoryId=2`).
 */
const IdList = z
  .union([
    z.string().regex(ID_LIST, 'must be a comma-separated list of category ids'),
    z.array(z.string().regex(ID_LIST, 'must be category ids')),
  ])
  .transform((value) => [...new Set([value].flat().join(',').split(',').map(Number))]);

export const CategoryCostQuery = z.object({
  categoryId: IdList.optional(),
  intake: z.coerce.number().int().positive().optional(),
});
export type CategoryCostQuery = z.infer<typeof CategoryCostQuery>;

export const CountrySlugParams = z.object({
  country: z.string().regex(/^[a-z-]{2,40}$/, 'must be a country slug'),
});

export const ExpenseIntake = z.object({ id: z.number().int(), name: z.string(), startsOn: z.iso.date() });
export type ExpenseIntake = z.infer<typeof ExpenseIntake>;

const Sourced = {
  source: z.string(),
  sourceUrl: z.url(),
  asOf: z.iso.date(),
};

export const CostItem = z.object({
  categoryId: z.number().int(),
  categorySlug: z.string(),
  categoryName: z.string(),
  period: CostPeriod,
  currency: CurrencyCode,
  amountMinor: MinorUnits,
  firstYearMinor: MinorUnits,
  firstYearInrMinor: MinorUnits,
  note: z.string().nullable(),
  ...Sourced,
});
export type CostItem = z.infer<typeof CostItem>;

export const CityCosts = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(CostItem),
  firstYearInrMinor: MinorUnits,
});
export type CityCosts = z.infer<typeof CityCosts>;

export const ProofOfFunds = z.object({
  label: z.string(),
  period: CostPeriod,
  currency: CurrencyCode,
  amountMinor: MinorUnits,
  inrMinor: MinorUnits,
  ...Sourced,
});
export type ProofOfFunds = z.infer<typeof ProofOfFunds>;

export const ExpenseCountry = z
  .object({ iso3: z.string(), slug: z.string(), name: z.string() })
  .meta({ id: 'ExpenseCountry' });
export type ExpenseCountry = z.infer<typeof ExpenseCountry>;

export const CategoryCostResponse = z
  .object({
    country: ExpenseCountry,
    intake: ExpenseIntake,
    intakes: z.array(ExpenseIntake),
    exchangeRates: z.array(z.object({ currency: CurrencyCode, inrPerUnit: z.number(), asOf: z.iso.date() })),
    cities: z.array(CityCosts),
    proofOfFunds: z.array(ProofOfFunds),
  })
  .meta({ id: 'CategoryCostResponse' });
export type CategoryCostResponse = z.infer<typeof CategoryCostResponse>;
