import { isFormPage } from './interruption-policy.ts';
import { inPathList } from './path-list.ts';

/** The third-party scripts of SPEC.md §9, each off until its setting is configured. */
export const THIRD_PARTY_SCRIPTS = ['analytics', 'push', 'monitoring', 'performance', 'chat'] as const;
export type ThirdPartyScript = (typeof THIRD_PARTY_SCRIPTS)[number];

/**
 * Third-party scripts load only when configured and never on the excluded paths, such as enquiry
 * and profile pages where personal data is typed (SPEC.md §9).
 */
export function thirdPartyAllowed(pathname: string, excludedPaths: readonly string[]): boolean {
  return !inPathList(pathname, excludedPaths);
}

/**
 * The scripts a page loads: the configured ones, none on an excluded path (one rule for all), and
 * the chat button, a layer over the page, never on a page with a form (issue 32: nothing is laid
 * over those).
 */
export function scriptsForPage(
  pathname: string,
  options: { configured: ReadonlySet<ThirdPartyScript>; excludedPaths: readonly string[] },
): ThirdPartyScript[] {
  if (!thirdPartyAllowed(pathname, options.excludedPaths)) return [];
  return THIRD_PARTY_SCRIPTS.filter(
    (script) => options.configured.has(script) && (script !== 'chat' || !isFormPage(pathname)),
  );
}
