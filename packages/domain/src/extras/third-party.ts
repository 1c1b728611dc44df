import { inPathList } from './path-list.ts';

/**
 * Third-party scripts (analytics, chat…) load only when configured and never on the excluded
 * paths, such as enquiry and profile pages where personal data is typed (SPEC.md §9).
 */
export function thirdPartyAllowed(pathname: string, excludedPaths: readonly string[]): boolean {
  return !inPathList(pathname, excludedPaths);
}
