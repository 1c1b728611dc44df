import { BASE_PATH } from '../base-path.ts';

/**
 * Whether a page is in a configured path list (paths under the base path): `/usa` matches the
 * page and the pages below it, `/enquiry*` any path that starts so.
 */
export function inPathList(pathname: string, paths: readonly string[]): boolean {
  const inner = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
  return paths.some(
    (p) => inner === p || inner.startsWith(`${p}/`) || (p.endsWith('*') && inner.startsWith(p.slice(0, -1))),
  );
}
