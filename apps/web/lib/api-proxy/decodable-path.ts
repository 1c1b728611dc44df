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
