import { MAX_PATH_SEGMENT_LENGTH } from '@meridian/domain/routes/path-segment';

/**
 * Whether every percent-escape of a path decodes (`%E0%A4%A` or a lone `%` does not): such a path
 * names nothing, and decoding it later would throw as a 500.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why an address can name nothing, checked once for every request before any route sees it
 * (issue 28): 400 when an escape does not decode, 404 when a segment is longer than any the API
 * routes (it would answer 414, which file routes took for an outage); undefined for any other.
 */
export function unroutableStatus(pathname: string): 400 | 404 | undefined {
  if (!isDecodablePath(pathname)) return 400;
  const tooLong = pathname
    .split('/')
    .some((segment) => decodeURIComponent(segment).length > MAX_PATH_SEGMENT_LENGTH);
  return tooLong ? 404 : undefined;
}
