import { loginPathFor } from '@meridian/domain/auth/login-required';

/**
 * Sends someone whose session has ended to log in, and back to this page (its query too) after.
 * The page is replaced, so Back does not return to a page that would only send them here again.
 */
export function sendToLogin(): void {
  window.location.replace(loginPathFor(window.location.pathname + window.location.search));
}
