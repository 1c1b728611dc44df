import type { Metadata } from 'next';
import { z } from 'zod';
import { RecommendCourses } from '@/components/recommendation/recommend-courses.client.tsx';

export const metadata: Metadata = { title: 'Recommend courses', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * `/counsellor/recommendation` (login required): a counsellor recommends courses to a learner;
 * `?learner={userId}` (from the learner's file) starts with that learner chosen.
 */
export default async function CounsellorRecommendationPage({ searchParams }: { searchParams: SearchParams }) {
  const learnerId = z.uuid().safeParse((await searchParams).learner).data;
  return <RecommendCourses learnerId={learnerId} />;
}
