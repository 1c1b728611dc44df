import * as FLAGS from 'country-flag-icons/string/3x2';
import { DESTINATIONS } from '@meridian/domain/destinations';

type Context = { params: Promise<{ file: string }> };

/** The destinations' flags only: the set's other countries are never drawn here. */
const SERVED = new Set(DESTINATIONS.flatMap((d) => (d.iso2 ? [d.iso2.toLowerCase()] : [])));

/**
 * `/flags/{iso2}.svg`: a destination's flag from the country-flag-icons set (3:2). Served as a file
 * rather than sent in each page's script; a flag never changes, so it is kept a year.
 */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const code = /^([a-z]{2})\.svg$/.exec((await context.params).file)?.[1];
  if (!code || !SERVED.has(code)) {
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(FLAGS[code.toUpperCase() as keyof typeof FLAGS], {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      // An SVG opened on its own is a document: it may draw, never run script.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    },
  });
}
