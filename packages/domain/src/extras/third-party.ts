import { BASE_PATH } from '../base-path.ts';

/**
 * Third-party scripts (analytics, chat…) load only when configured and never on the excluded
 * paths, such as enquiry and profile pages where personal data is typed (SPEC.md §9).
 */
export function thirdPartyAllowed(pathname: string, excludedPaths: readonly string[]): boolean {
  const inner = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
  return !excludedPaths.some(
    (p) => inner === p || inner.startsWith(`${p}/`) || (p.endsWith('*') && inner.startsWith(p.slice(0, -1))),
  );
}
