import { statusPage } from '@/lib/seo/status-response.ts';
import { LINK_FAILURE_STATUS, linkFailureCopy, type SignedLinkKind } from './link-failure-copy.ts';

/**
 * The page a file link (brochure, e-book) answers when the API did not give the file: 410 when the
 * link expired, 404 when it is not valid (the API refused it), 502 when the API could not be reached.
 */
export function linkFailureResponse(options: {
  apiStatus: number | undefined;
  link: SignedLinkKind;
  brandName: string;
}): Response {
  const { apiStatus, link, brandName } = options;
  if (apiStatus === 410 || apiStatus === 400 || apiStatus === 404) {
    const reason = apiStatus === 410 ? 'expired' : 'invalid';
    return statusPage({
      status: LINK_FAILURE_STATUS[reason],
      ...linkFailureCopy(reason, link),
      brandName,
      ...(link.askAgainLink ? { link: link.askAgainLink } : {}),
    });
  }
  return statusPage({
    status: 502,
    title: 'The file could not be fetched',
    body: 'We are not able to reach our servers. Please try the link again in a few minutes.',
    brandName,
  });
}
