import { z } from 'zod';
import { CurrencyCode, MinorUnits, MoneyRange } from '../money-schemas.ts';
import { Faq } from '../faq.ts';
import { StoredImage } from '../content/media.ts';

export const StudyLevel = z.enum(['Foundation', 'Diploma', 'Bachelors', 'Masters', 'MBA', 'MBBS', 'PhD']);

export const TuitionRow = z.object({
  level: StudyLevel,
  /** What the range covers, e.g. "Public universities, per year". */
  label: z.string().min(3),
  annual: MoneyRange,
});

export const LivingCostItem = z.object({
  label: z.string().min(3),
  monthly: MoneyRange,
});

export const Intake = z.object({
  name: z.string().min(3),
  months: z.string().min(3),
  applicationWindow: z.string().min(3),
  main: z.boolean(),
});

export const VisaInfo = z.object({
  name: z.string().min(3),
  fee: z.object({ currency: CurrencyCode, amountMinor: MinorUnits }),
  processingTime: z.string().min(3),
  proofOfFunds: z.string().min(10),
  requirements: z.array(z.string().min(3)).min(3),
});

export const WorkRights = z.object({
  duringStudies: z.string().min(10),
  postStudy: z.string().min(10),
  postStudyVisaName: z.string().min(3),
});

export const Source = z.object({ label: z.string().min(3), url: z.url() });

/** Editorial content of a destination page: everything but the university list, which comes from the catalogue. */
export const CountryContent = z.object({
  slug: z.string().min(2),
  headline: z.string().min(10),
  summary: z.string().min(40),
  quickFacts: z.object({
    capital: z.string(),
    currencyCode: CurrencyCode,
    languages: z.array(z.string()).min(1),
    internationalStudents: z.string().min(3),
    popularCities: z.array(z.string()).min(1),
    popularCourses: z.array(z.string()).min(3),
  }),
  overview: z.array(z.string().min(80)).min(2),
  tuition: z.array(TuitionRow).min(1),
  livingCosts: z.array(LivingCostItem).min(3),
  livingCostNote: z.string().min(20),
  intakes: z.array(Intake).min(1),
  visa: VisaInfo,
  workRights: WorkRights,
  faqs: z.array(Faq).min(4),
  sources: z.array(Source).min(2),
  factsCheckedOn: z.iso.date(),
});
export type CountryContent = z.infer<typeof CountryContent>;

export const UniversitySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  worldRanking: z.number().int().positive().nullable(),
  rankingSource: z.string().nullable(),
  /** The editor's uploaded logo; null: draw the crest (`/university-logos/{slug}.svg`). */
  logo: StoredImage.nullable(),
});
export type UniversitySummary = z.infer<typeof UniversitySummary>;

export const ExchangeRate = z.object({
  currency: CurrencyCode,
  inrPerUnit: z.number().positive(),
  asOf: z.iso.date(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;

/** GET /pathway/country/detail/{slug}: the whole country page. */
export const CountryDetailResponse = z
  .object({
    iso3: z.string(),
    name: z.string(),
    content: CountryContent,
    topUniversities: z.array(UniversitySummary),
    exchangeRate: ExchangeRate.nullable(),
  })
  .meta({ id: 'CountryDetailResponse' });
export type CountryDetailResponse = z.infer<typeof CountryDetailResponse>;
