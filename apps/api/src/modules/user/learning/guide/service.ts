import { z } from 'zod';
import { earliestSubmissionDate, type LearnerGuide } from '@meridian/domain/learning/guide';
import { contactPhone } from '@meridian/domain/contact';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { AppError } from '#api/platform/app-error.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { linkClaimsOrThrow, type LinkKind, signAppLink, verifyAppLink } from '#api/platform/signed-link.ts';
import { findBoosterProgram } from '#api/modules/payment/programs/service.ts';
import { listCourseModules } from '#api/modules/user/learning/course/service.ts';
import { paidLearnerOrThrow } from '#api/modules/user/learning/paid-learner.ts';
import { renderGuidePdf } from './guide-pdf.ts';

/** A guide link names the learner, the program and the submission date; it works for 7 days. */
const GUIDE_LINK: LinkKind<{ user: string; program: string; submit: string }> = {
  purpose: 'learner-guide',
  ttlSeconds: 7 * 24 * 60 * 60,
  claims: z.object({ user: z.uuid(), program: z.string(), submit: z.iso.date() }),
};

type GuideDeps = Pick<ModuleDeps, 'db' | 'config' | 'clock'>;

async function programOrThrow(deps: GuideDeps, key: string) {
  const program = await findBoosterProgram(deps.db, key);
  if (!program) throw new AppError('NOT_FOUND', `no booster program ${key}`, { field: 'key' });
  return program;
}

/**
 * `GET /user/{userId}/learner-guide/program-key/{key}?submissionDate=`: the url of the paid
 * learner's guide to a program, planned back from the day they mean to submit (16 weeks ahead
 * when not given). A date too near for the plan, or past, is refused.
 */
export async function learnerGuideUrl(
  deps: GuideDeps,
  options: { userId: string; key: string; submissionDate: string | undefined },
): Promise<LearnerGuide> {
  await paidLearnerOrThrow(deps.db, options.userId);
  await programOrThrow(deps, options.key);
  const today = deps.clock().toISOString().slice(0, 10);
  const submit = options.submissionDate ?? earliestSubmissionDate(today);
  if (submit < today)
    throw new AppError('BAD_REQUEST', 'submission date is past', { field: 'submissionDate' });
  const { token } = signAppLink(deps, GUIDE_LINK, { user: options.userId, program: options.key, submit });
  return { url: sitePath(siteRoutes.learnerGuideFile(token)) };
}

/** The guide PDF a link grants (410 once expired, 404 when altered). */
export async function renderGuideOrThrow(deps: GuideDeps, token: string) {
  const check = verifyAppLink(deps, GUIDE_LINK, token);
  const claims = linkClaimsOrThrow(check, 'guide link');
  const learner = await paidLearnerOrThrow(deps.db, claims.user);
  const program = await programOrThrow(deps, claims.program);
  const pdf = await renderGuidePdf({
    brandName: deps.config.BRAND_NAME,
    supportEmail: deps.config.SUPPORT_EMAIL,
    helpline: deps.config.PHONE_IN ? contactPhone('IN', deps.config.PHONE_IN) : undefined,
    learnerName: learner.fullName,
    program,
    submissionDate: claims.submit,
    modules: await listCourseModules(deps.db),
  });
  return { fileName: `learners-guide-${claims.program}.pdf`, pdf };
}
