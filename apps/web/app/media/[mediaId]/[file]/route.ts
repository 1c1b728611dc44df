import { webConfig } from '@/lib/env.ts';
import { passThroughFile } from '@/lib/api/file-pass-through.ts';

export const dynamic = 'force-dynamic';

type Params = Promise<{ mediaId: string; file: string }>;

/** An uploaded picture from the CMS service; a new upload gets a new address, so it is kept a year. */
export async function GET(_request: Request, { params }: { params: Params }) {
  const { mediaId, file } = await params;
  return passThroughFile(
    `${webConfig().serviceUrls.cms}/media/${encodeURIComponent(mediaId)}/${encodeURIComponent(file)}`,
    (status) => new Response('This picture is not here.', { status: status === 404 ? 404 : 502 }),
    { cacheControl: 'public, max-age=31536000, immutable' },
  );
}
