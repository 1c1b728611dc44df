import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import type { BrochureRequest, BrochureResponse } from '@meridian/domain/catalogue/schemas';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { createShortFormLead, type LeadDeps } from '../../lead/service.ts';
import { findUniversityBrochure } from './repo.ts';

export async function getBrochureOrThrow(db: Db, slug: string): Promise<BrochureResponse> {
  const brochure = await findUniversityBrochure(db, slug);
  if (!brochure) throw new AppError('NOT_FOUND', `no brochure for ${slug}`);
  return { brochure: { title: brochure.title, edition: brochure.edition, updatedOn: brochure.updatedOn } };
}

/**
 * A brochure request is a lead (registration type BROCHURE_REQUEST) through the lead service, so a
 * repeat within a day joins the same person's lead and the counsellor sees which university they
 * asked about; the answer is US_BNF_2010 (SPEC.md §8).
 */
export async function requestBrochure(deps: LeadDeps, options: { slug: string; request: BrochureRequest }) {
  const brochure = await findUniversityBrochure(deps.db, options.slug);
  if (!brochure) throw new AppError('NOT_FOUND', `no brochure for ${options.slug}`);
  await createShortFormLead(deps, {
    payload: options.request,
    source: `brochure:${options.slug}`,
    registrationType: 'BROCHURE_REQUEST',
    programInterest: {
      kind: 'university',
      ref: options.slug,
      university: brochure.universityName,
      country: brochure.countryName,
    },
  });
  return {
    status: true as const,
    errorCode: 'US_BNF_2010' as const,
    message: ERROR_CODES.US_BNF_2010.message,
  };
}
