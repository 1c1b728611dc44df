import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { webConfig } from '@/lib/env.ts';
import { signedFileRoute } from '@/lib/links/signed-file-route.ts';

export const dynamic = 'force-dynamic';

/** A learner's document through its five-minute view link (the Documents tab makes one per view). */
export const GET = signedFileRoute({
  link: {
    name: 'document link',
    lifetime: '5 minutes',
    askAgain: 'Open the document again from your documents and a new link is made.',
    askAgainLink: { href: sitePath(siteRoutes.profile('documents')), text: 'Go to your documents' },
  },
  apiUrl: (token) => `${webConfig().serviceUrls.user}/document/file?token=${token}`,
});
