import { webConfig } from '@/lib/env.ts';
import { passThroughFile } from '@/lib/api/file-pass-through.ts';
import { linkFailureResponse } from './link-failure-response.ts';
import type { SignedLinkKind } from './link-failure-copy.ts';

type Context = { params: Promise<{ token: string }> };

/**
 * The GET handler of a file link (`/…/download/{token}`): streams the PDF the API
 * generates for the token, or answers the link's failure page.
 */
export function signedFileRoute(options: { link: SignedLinkKind; apiUrl: (token: string) => string }) {
  return async (_request: Request, context: Context): Promise<Response> => {
    const { token } = await context.params;
    return passThroughFile(options.apiUrl(encodeURIComponent(token)), (apiStatus) =>
      linkFailureResponse({ apiStatus, link: options.link, brandName: webConfig().BRAND_NAME }),
    );
  };
}
