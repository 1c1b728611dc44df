import { inPathList } from '@meridian/domain/extras/path-list';

/** The staff console: `/admin` and every page under it, framed by the console's own layout. */
export function isConsolePath(pathname: string): boolean {
  return inPathList(pathname, ['/admin']);
}
