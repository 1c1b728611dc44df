import type { Metadata } from 'next';
import { AlumniDirectory } from './alumni-directory.client.tsx';

export const metadata: Metadata = { title: 'Talk to alumni', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/alumni-connect` (login required): graduates a learner may ask to talk to, filterable by university. */
export default async function AlumniConnectPage({ searchParams }: Props) {
  const { university, page } = await searchParams;
  return (
    <section aria-labelledby="alumni-title">
      <h1 id="alumni-title">Talk to alumni</h1>
      <p>
        Indian graduates of the universities you are considering, glad to tell you what the course, the city
        and the first job were really like. Ask one to connect: if they accept, you each get the contact the
        other chose to share.
      </p>
      <AlumniDirectory
        university={typeof university === 'string' && university ? university : undefined}
        page={Math.max(1, Number(typeof page === 'string' ? page : 1) || 1)}
      />
    </section>
  );
}
