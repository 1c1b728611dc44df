import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { webConfig } from '@/lib/env.ts';
import { signedFileRoute } from '@/lib/links/signed-file-route.ts';

export const dynamic = 'force-dynamic';

/** `mainFileUrl` of an e-book download: streams the PDF the webinar service generates. */
export const GET = signedFileRoute({
  link: {
    name: 'download link',
    lifetime: '7 days',
    askAgain: 'Open the e-book again and press Download the PDF for a new link.',
    askAgainLink: { href: sitePath(siteRoutes.ebooks()), text: 'Find the e-book' },
  },
  apiUrl: (token) => `${webConfig().serviceUrls.webinar}/ebooks/files/${token}`,
});
