import type { Metadata } from 'next';
import { RecommendCourses } from '@/components/recommendation/recommend-courses.client.tsx';

export const metadata: Metadata = { title: 'Recommend courses', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/** `/counselor-recommendation` (login required): SPEC.md §2's other spelling of the counsellor's desk. */
export default function CounselorRecommendationPage() {
  return <RecommendCourses />;
}
