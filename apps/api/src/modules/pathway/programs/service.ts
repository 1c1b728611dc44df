import { findDestination } from '@meridian/domain/destinations';
import {
  AcceleratorProgramCard,
  type AcceleratorProgramDetail,
  type AcceleratorProgramList,
  type AcceleratorProgramQuery,
} from '@meridian/domain/catalogue/schemas';
import { pageOf, pageWindow } from '@meridian/domain/pagination';
import { toInrMinor } from '@meridian/domain/money';
import type { Money } from '@meridian/domain/catalogue/schemas';
import type { RecommendableProgram } from '@meridian/domain/recommendation/program-search';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { latestExchangeRate } from '#api/modules/pathway/exchange-rate.ts';
import { findActivePrograms, findProgramBySlug, findProgramPage, type ProgramRow } from './repo.ts';

function toCard({ program: p, university, country }: ProgramRow): AcceleratorProgramCard {
  return AcceleratorProgramCard.parse({
    slug: p.slug,
    title: p.title,
    degree: p.degree,
    primaryCategory: p.primaryCategory,
    specialization: p.specialization,
    specializationName: p.specializationName,
    onlineDurationDays: p.onlineDurationDays,
    onlineTuition: p.onlineTuition,
    destinationUniversity: {
      university: { ...university, country },
      durationDays: p.destinationDurationDays,
      tuitionFee: p.destinationTuition,
    },
  });
}

export async function listPrograms(db: Db, query: AcceleratorProgramQuery): Promise<AcceleratorProgramList> {
  const countryIso3 = query.country ? findDestination(query.country)?.iso3 : undefined;
  if (query.country && !countryIso3) throw new AppError('NOT_FOUND', `no destination ${query.country}`);
  const { rows, total } = await findProgramPage(db, {
    scope: {
      ...(countryIso3 ? { countryIso3 } : {}),
      ...(query.degree ? { degree: query.degree } : {}),
      ...(query.primaryCategory ? { primaryCategory: query.primaryCategory } : {}),
      ...(query.specialization ? { specialization: query.specialization } : {}),
    },
    ...pageWindow(query),
  });
  return pageOf(query, rows.map(toCard), total);
}

export async function getProgramOrThrow(db: Db, slug: string): Promise<AcceleratorProgramDetail> {
  const row = await findProgramBySlug(db, slug);
  if (!row) throw new AppError('NOT_FOUND', `no accelerator program ${slug}`);
  const currency = row.program.destinationTuition[0]?.currency;
  return {
    ...toCard(row),
    id: row.program.id,
    about: row.program.about,
    highlights: row.program.highlights,
    intakes: row.program.intakes,
    exchangeRate: currency ? await latestExchangeRate(db, currency) : null,
  };
}

/** Whole rupees of every fee at the latest stored rates; null when a currency has no rate yet. */
function totalInr(fees: readonly Money[], rates: ReadonlyMap<string, number | undefined>): number | null {
  let paise = 0;
  for (const fee of fees) {
    const rate = fee.currency === 'INR' ? 1 : rates.get(fee.currency);
    if (rate === undefined) return null;
    paise += toInrMinor(fee.amountMinor, fee.currency, rate);
  }
  return Math.round(paise / 100);
}

/**
 * Active programs (all, or those of `ids`) with their whole length and whole tuition in rupees, the
 * online and campus parts together: what a counsellor compares programs by.
 */
export async function recommendablePrograms(
  db: Db,
  ids?: readonly number[],
): Promise<RecommendableProgram[]> {
  const rows = await findActivePrograms(db, ids);
  const feesOf = ({ program: p }: ProgramRow) => [...p.onlineTuition, ...p.destinationTuition];
  const currencies = [...new Set(rows.flatMap((row) => feesOf(row).map((fee) => fee.currency)))];
  const rates = new Map(
    await Promise.all(
      currencies
        .filter((currency) => currency !== 'INR')
        .map(async (currency) => [currency, (await latestExchangeRate(db, currency))?.inrPerUnit] as const),
    ),
  );
  return rows.map((row) => ({
    ...toCard(row),
    id: row.program.id,
    durationDays: row.program.onlineDurationDays + row.program.destinationDurationDays,
    totalFeeInr: totalInr(feesOf(row), rates),
  }));
}
