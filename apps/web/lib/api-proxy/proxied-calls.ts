import type { ServiceName } from '@meridian/domain/health';

/**
 * Which API calls the same-origin proxy passes on, and which answer's tokens it keeps (issue 28,
 * login CSRF). Only the web app's own route handlers refresh a session or end one, so a link to
 * another site's `…/api/auth/refresh?refreshToken=` cannot sign a visitor into someone's account.
 */

/** Calls the proxy never passes on: session renewal and logout, the developer views, and any path that would leave its service. */
export function isRefusedCall(service: ServiceName, path: readonly string[]): boolean {
  if (path.some((segment) => segment === '' || segment === '.' || segment === '..')) return true;
  if (path[0] === 'dev') return true;
  return service === 'auth' && (path[0] === 'refresh' || path[0] === 'logout');
}

/** Whether the call verifies a login or registration OTP: the one answer whose tokens start a session. */
export const startsSession = (service: ServiceName, path: readonly string[], method: string): boolean =>
  method === 'POST' && service === 'auth' && path.join('/') === 'otp/verify';
