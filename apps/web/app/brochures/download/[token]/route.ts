import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { webConfig } from '@/lib/env.ts';
import { passThroughFile } from '@/lib/api/file-pass-through.ts';
import { statusPage } from '@/lib/seo/status-response.ts';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

const ASK_AGAIN = {
  href: sitePath(siteRoutes.universityListing({})),
  text: 'Find the university and ask for its brochure',
};

/** Why a link did not give the PDF, in words the person can act on; never a bare error. */
function failurePage(status: number | undefined, brandName: string): Response {
  if (status === 410) {
    return statusPage({
      status: 410,
      title: 'This brochure link has expired',
      body: 'Brochure links work for 7 days. Ask for the brochure again on the university’s page and we will email you a new link.',
      brandName,
      link: ASK_AGAIN,
    });
  }
  if (status === 400 || status === 404) {
    return statusPage({
      status: 404,
      title: 'This brochure link is not valid',
      body: 'The link may be incomplete (copy the whole link from the email) or it may have been changed. You can ask for the brochure again on the university’s page.',
      brandName,
      link: ASK_AGAIN,
    });
  }
  return statusPage({
    status: 502,
    title: 'The brochure could not be fetched',
    body: 'We are not able to reach our servers. Please try the link again in a few minutes.',
    brandName,
  });
}

/** The download link of a brochure email: streams the PDF the pathway service generates. */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  const config = webConfig();
  const url = `${config.serviceUrls.pathway}/brochure/file?token=${encodeURIComponent(token)}`;
  return passThroughFile(url, (status) => failurePage(status, config.BRAND_NAME));
}
