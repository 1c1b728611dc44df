import { webConfig } from '@/lib/env.ts';
import { passThroughFile } from '@/lib/api/file-pass-through.ts';

export const dynamic = 'force-dynamic';

/** "Add to calendar": the fair's .ics from the pathway service (404 once the fair is over). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return passThroughFile(
    `${webConfig().serviceUrls.pathway}/events/${encodeURIComponent(slug)}/calendar`,
    (status) => new Response('This fair is not in our calendar.', { status: status === 404 ? 404 : 502 }),
  );
}
