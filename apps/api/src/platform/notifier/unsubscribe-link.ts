import { z } from 'zod';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { signLink, type LinkKind } from '#api/platform/signed-link.ts';

/**
 * The link at the end of every message names one number or address, so nobody can change someone
 * else's preferences. It keeps working for 90 days after the message: well past the 30 days mail
 * rules ask for, and a leaked link does not stay usable for ever.
 */
export const PREFERENCES_LINK: LinkKind<{ contact: string }> = {
  purpose: 'contact-preferences',
  ttlSeconds: 90 * 24 * 60 * 60,
  claims: z.object({ contact: z.string().min(1) }),
};

export function preferencesUrl(options: {
  webUrl: string;
  secret: string;
  contact: string;
  now: Date;
}): string {
  const url = new URL(siteUrl(options.webUrl, siteRoutes.preferences()));
  const { token } = signLink({
    kind: PREFERENCES_LINK,
    secret: options.secret,
    claims: { contact: options.contact },
    now: options.now,
  });
  url.searchParams.set('token', token);
  return url.toString();
}
