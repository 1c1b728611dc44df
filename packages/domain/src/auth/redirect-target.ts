import { BASE_PATH } from '../base-path.ts';

/** SPEC.md §2: after login, with no (usable) redirect, the person goes to the home page. */
export const HOME_PATH = `${BASE_PATH}/`;

/** Any origin will do: a relative path resolved against it must keep it. */
const PROBE_ORIGIN = 'https://probe.invalid';

/**
 * The page to go to after login: the `redirect` parameter when it is a path of this site (under
 * the base path), else home. Never an open redirect: `//evil.example`, `https://…`, `/\evil`,
 * backslashes, control characters and encoded tricks that leave the site all give home.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return HOME_PATH;
  // Browsers read a backslash as a slash, and strip tabs and newlines, so `/\evil` would be `//evil`.
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME_PATH;
  const inSite = url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`);
  return inSite ? `${url.pathname}${url.search}${url.hash}` : HOME_PATH;
}
