import type { ContactPhone } from '@meridian/domain/contact';
import type { SignedLinkKind } from '@/lib/links/link-failure-copy.ts';

/**
 * The link at the end of every message, as its failure says it: nothing was changed, and the
 * region's counselling number (when it has one) can stop calls, SMS or email instead.
 */
export function preferencesLink(phone: ContactPhone | undefined): SignedLinkKind {
  const latest = 'Nothing has been changed. Open the link at the end of the latest SMS or email we sent you';
  return {
    name: 'unsubscribe link',
    lifetime: '90 days after the message',
    askAgain: phone
      ? `${latest}, or call us free and we will stop calls, SMS or email for you.`
      : `${latest}.`,
    ...(phone
      ? { askAgainLink: { href: `tel:${phone.dial}`, text: `Call us free on ${phone.display}` } }
      : {}),
  };
}
