import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { webConfig } from '@/lib/env.ts';
import { signedFileRoute } from '@/lib/links/signed-file-route.ts';

export const dynamic = 'force-dynamic';

/** The download link of a brochure email: streams the PDF the pathway service generates. */
export const GET = signedFileRoute({
  link: {
    name: 'brochure link',
    lifetime: '7 days',
    askAgain: 'Ask for the brochure again on the university’s page and we will email you a new link.',
    askAgainLink: {
      href: sitePath(siteRoutes.universityListing({})),
      text: 'Find the university and ask for its brochure',
    },
  },
  apiUrl: (token) => `${webConfig().serviceUrls.pathway}/brochure/file?token=${token}`,
});
