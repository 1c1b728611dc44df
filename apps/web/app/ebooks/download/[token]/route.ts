import { webConfig } from '@/lib/env.ts';
import { passThroughFile } from '@/lib/api/file-pass-through.ts';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

/** `mainFileUrl` of an e-book download: streams the PDF the webinar service generates. */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  const url = `${webConfig().serviceUrls.webinar}/ebooks/files/${encodeURIComponent(token)}`;
  return passThroughFile(url, (status) => {
    if (status === undefined)
      return new Response('The e-book could not be fetched. Please try again.', { status: 502 });
    // A forged, malformed or expired link: the person asks again from the e-book page.
    const notFound = status === 400 || status === 404;
    return new Response(notFound ? 'Not Found' : 'The e-book could not be fetched.', {
      status: notFound ? 404 : 502,
    });
  });
}
