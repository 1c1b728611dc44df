import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { webConfig } from '@/lib/env.ts';
import { signedFileRoute } from '@/lib/links/signed-file-route.ts';

export const dynamic = 'force-dynamic';

/** The link of the Learner's Guide tab: streams the guide PDF the user service generates. */
export const GET = signedFileRoute({
  link: {
    name: 'guide link',
    lifetime: '7 days',
    askAgain: 'Open the Learner’s Guide tab of your profile for a new link to your guide.',
    askAgainLink: { href: sitePath(siteRoutes.profile('guide')), text: 'Go to your Learner’s Guide' },
  },
  apiUrl: (token) => `${webConfig().serviceUrls.user}/learner-guide/file?token=${token}`,
});
