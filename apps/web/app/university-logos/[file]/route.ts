import { universityMonogramSvg } from '@meridian/domain/catalogue/university-monogram';
import { contentApi } from '@/lib/api/content-api.ts';
import { getUniversityOverview } from '@/lib/api/catalogue.ts';
import { ApiError } from '@/lib/api/api-error.ts';

type Context = { params: Promise<{ file: string }> };

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/**
 * `/university-logos/{slug}.svg`: the university's crest, drawn from its name and slug. The same
 * slug always draws the same picture, so browsers keep it for a year without asking again.
 */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const slug = FILE.exec((await context.params).file)?.[1];
  if (!slug) return notFound();
  try {
    const university = await getUniversityOverview(contentApi(), slug);
    return new Response(universityMonogramSvg({ slug: university.slug, name: university.name }), {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        // An SVG opened on its own is a document: it may draw, never run script.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return notFound();
    throw error;
  }
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
