import type { Metadata } from 'next';
import { RecommendCourses } from '@/components/recommendation/recommend-courses.client.tsx';

export const metadata: Metadata = { title: 'Recommend courses', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/** `/counsellor/recommendation` (login required): a counsellor recommends courses to a learner. */
export default function CounsellorRecommendationPage() {
  return <RecommendCourses />;
}
