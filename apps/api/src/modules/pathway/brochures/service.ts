import { z } from 'zod';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import type { BrochureRequest, BrochureResponse } from '@meridian/domain/catalogue/brochures';
import type { Db } from '#api/db/client.ts';
import type { Storage } from '#api/platform/storage/storage.ts';
import { linkClaimsOrThrow, type LinkKind, signAppLink, verifyAppLink } from '#api/platform/signed-link.ts';
import { createShortFormLead, type LeadDeps } from '#api/modules/lead/enquiry/service.ts';
import { listCourses } from '#api/modules/pathway/courses/service.ts';
import {
  getUniversityBrochureOrThrow,
  getUniversityOverviewOrThrow,
} from '#api/modules/pathway/universities/service.ts';
import { renderBrochurePdf } from './brochure-pdf.ts';
import { brochureEmail } from './messages.ts';

/** Courses printed in a brochure, best ranked first; the rest are counted and left to the website. */
const BROCHURE_COURSES = 100;

/** The emailed link names the university, and nothing about the person (no lead id); it works for a week. */
const BROCHURE_LINK: LinkKind<{ university: string }> = {
  purpose: 'brochure-download',
  ttlSeconds: 7 * 24 * 60 * 60,
  claims: z.object({ university: z.string() }),
};

export async function getBrochureOrThrow(db: Db, slug: string): Promise<BrochureResponse> {
  const { title, edition, updatedOn } = await getUniversityBrochureOrThrow(db, slug);
  return { brochure: { title, edition, updatedOn } };
}

/**
 * A brochure request is a lead (registration type BROCHURE_REQUEST) through the lead service, so a
 * repeat within a day joins the same person's lead and the counsellor sees which university they
 * asked about. The person is emailed a signed link to the PDF, valid for a week, queued with the
 * lead, and the answer is US_BNF_2010 (SPEC.md §8). It is sent on every request, even a repeat:
 * they asked for it.
 */
export async function requestBrochure(deps: LeadDeps, options: { slug: string; request: BrochureRequest }) {
  const brochure = await getUniversityBrochureOrThrow(deps.db, options.slug);
  const { token, expiresAt } = signAppLink(deps, BROCHURE_LINK, { university: options.slug });
  const email = brochureEmail({
    brandName: deps.config.BRAND_NAME,
    to: options.request.email,
    universityName: brochure.universityName,
    brochureTitle: brochure.title,
    edition: brochure.edition,
    link: siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.brochureDownload(token)),
    expiresAt,
  });
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
    confirmByEmail: false,
    onSaved: async (tx) => void (await deps.notifier.enqueue(tx, email)),
  });
  return {
    status: true as const,
    errorCode: 'US_BNF_2010' as const,
    message: ERROR_CODES.US_BNF_2010.message,
  };
}

/**
 * The PDF a brochure link grants: the one uploaded in the console when there is one, else generated
 * from the university's current details. An expired link is 410 (the page tells the person to ask
 * again); an altered or unknown one is 404.
 */
export async function renderBrochureDownloadOrThrow(
  deps: Pick<LeadDeps, 'db' | 'config' | 'clock'> & { storage: Storage },
  token: string,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const check = verifyAppLink(deps, BROCHURE_LINK, token);
  const slug = linkClaimsOrThrow(check, 'brochure link').university;
  const brochure = await getUniversityBrochureOrThrow(deps.db, slug);
  const fileName = `${slug}-brochure.pdf`;
  const uploaded = brochure.fileKey ? await deps.storage.get(brochure.fileKey) : undefined;
  if (uploaded) return { fileName, pdf: uploaded };
  const university = await getUniversityOverviewOrThrow(deps.db, slug);
  const courses = await listCourses(deps.db, {
    scope: { universityId: university.id },
    sort: 'ranking',
    page: 1,
    size: BROCHURE_COURSES,
  });
  const pdf = await renderBrochurePdf({
    brochure,
    university,
    courses: courses.items,
    totalCourses: courses.total,
    brandName: deps.config.BRAND_NAME,
  });
  return { fileName, pdf };
}
