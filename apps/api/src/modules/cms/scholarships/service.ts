import {
  AMOUNT_BANDS,
  Scholarship,
  type ScholarshipList,
  type ScholarshipQuery,
} from '@meridian/domain/content/scholarships';
import type { Db } from '#api/db/client.ts';
import { listScholarshipCountries, listScholarships } from './repo.ts';

/** The finder: country, level and an amount band over the award's yearly value in INR. */
export async function findScholarships(db: Db, query: ScholarshipQuery): Promise<ScholarshipList> {
  const band = query.amount ? AMOUNT_BANDS[query.amount] : undefined;
  const [rows, countries] = await Promise.all([
    listScholarships(db, {
      ...(query.country ? { countrySlug: query.country } : {}),
      ...(query.level ? { level: query.level } : {}),
      ...(band ? { minInr: band.minInr } : {}),
      ...(band?.maxInr ? { maxInr: band.maxInr } : {}),
    }),
    listScholarshipCountries(db),
  ]);
  return { items: rows.map((row) => Scholarship.parse(row)), countries };
}
