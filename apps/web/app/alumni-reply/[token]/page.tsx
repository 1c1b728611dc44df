import type { Metadata } from 'next';
import { AlumniReply } from './alumni-reply.client.tsx';

export const metadata: Metadata = {
  title: 'A student would like to talk',
  robots: { index: false, follow: false },
};
export const dynamic = 'force-dynamic';

/** Where an alumnus answers a learner's request, through the signed link of their email (no login). */
export default async function AlumniReplyPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <section aria-labelledby="reply-title">
      <h1 id="reply-title">A student would like to talk</h1>
      <AlumniReply token={token} />
    </section>
  );
}
