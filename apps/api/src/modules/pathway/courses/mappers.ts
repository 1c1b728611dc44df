import type { CourseCard, CourseDetail } from '@meridian/domain/catalogue/schemas';
import type { ExchangeRate } from '@meridian/domain/country/schemas';
import { CourseCard as CourseCardSchema } from '@meridian/domain/catalogue/schemas';
import type { CourseDetailRow, CourseRow } from './repo.ts';

/** Database row → API shape; the schema parse also guards the enum columns. */
export function toCourseCard(row: CourseRow): CourseCard {
  return CourseCardSchema.parse({
    id: row.id,
    slug: row.slug,
    title: row.title,
    educationLevel: row.educationLevel,
    primaryCategory: row.primaryCategory,
    specializationName: row.specializationName,
    durationDays: row.durationDays,
    tuition: { amountMinor: row.tuitionMinor, currency: row.currency },
    feeType: row.feeType,
    tuitionInrAnnual: row.tuitionInrAnnual,
    tuitionInrTotal: row.tuitionInrTotal,
    exams: row.exams,
    intakes: row.intakes,
    university: {
      id: row.universityId,
      slug: row.universitySlug,
      name: row.universityName,
      city: row.universityCity,
      worldRanking: row.worldRanking,
      logo: row.universityLogo,
      country: { iso3: row.countryIso3, slug: row.countrySlug, name: row.countryName },
    },
    sample: row.sample,
  });
}

export function toCourseDetail(row: CourseDetailRow, exchangeRate: ExchangeRate | null): CourseDetail {
  return {
    ...toCourseCard(row),
    about: row.about,
    specialization: row.specialization,
    city: {
      name: row.cityName ?? row.universityCity,
      monthlyLiving: {
        amountMinor: row.cityMonthlyLivingMinor ?? 0,
        currency: row.cityCurrency ?? row.currency,
      },
    },
    exchangeRate,
    updatedAt: row.updatedAt.toISOString(),
  };
}
