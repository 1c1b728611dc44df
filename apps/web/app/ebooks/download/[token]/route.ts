import { webConfig } from '../../../../lib/env.ts';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length'] as const;

/**
 * `mainFileUrl` of an e-book download: streams the PDF the webinar service generates. The JSON
 * proxy under /api parses bodies as JSON, so a file needs its own pass-through.
 */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  const config = webConfig();
  let upstream: Response;
  try {
    upstream = await fetch(`${config.serviceUrls.webinar}/ebooks/files/${encodeURIComponent(token)}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(config.API_TIMEOUT_MS),
    });
  } catch {
    return new Response('The e-book could not be fetched. Please try again.', { status: 502 });
  }
  if (!upstream.ok || !upstream.body) {
    // A forged, malformed or expired link: the person asks again from the e-book page.
    const notFound = upstream.status === 400 || upstream.status === 404;
    return new Response(notFound ? 'Not Found' : 'The e-book could not be fetched.', {
      status: notFound ? 404 : 502,
    });
  }
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
