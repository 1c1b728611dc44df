import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import type { BrochureRequest, BrochureResponse } from '@meridian/domain/catalogue/schemas';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { findUniversityBrochure, insertBrochureRequest } from './repo.ts';

export async function getBrochureOrThrow(db: Db, slug: string): Promise<BrochureResponse> {
  const brochure = await findUniversityBrochure(db, slug);
  if (!brochure) throw new AppError('NOT_FOUND', `no brochure for ${slug}`);
  return { brochure: { title: brochure.title, edition: brochure.edition, updatedOn: brochure.updatedOn } };
}

/** Logs the request as a lead for the counselling team and answers with US_BNF_2010 (SPEC.md §8). */
export async function requestBrochure(db: Db, slug: string, request: BrochureRequest) {
  const brochure = await findUniversityBrochure(db, slug);
  if (!brochure) throw new AppError('NOT_FOUND', `no brochure for ${slug}`);
  await insertBrochureRequest(db, brochure.id, request);
  return {
    status: true as const,
    errorCode: 'US_BNF_2010' as const,
    message: ERROR_CODES.US_BNF_2010.message,
  };
}
