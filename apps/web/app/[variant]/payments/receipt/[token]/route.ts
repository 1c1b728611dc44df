import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { webConfig } from '@/lib/env.ts';
import { signedFileRoute } from '@/lib/links/signed-file-route.ts';

export const dynamic = 'force-dynamic';

/** The receipt link of a payment email or the status page: streams the PDF the payment service generates. */
export const GET = signedFileRoute({
  link: {
    name: 'receipt link',
    lifetime: '30 days',
    askAgain: 'Open your payment in your profile for a new link to the receipt.',
    askAgainLink: { href: sitePath(siteRoutes.profile()), text: 'Go to your profile' },
  },
  apiUrl: (token) => `${webConfig().serviceUrls.payment}/receipt/file?token=${token}`,
});
