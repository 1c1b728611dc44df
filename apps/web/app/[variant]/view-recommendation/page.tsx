import type { Metadata } from 'next';
import { ViewRecommendation } from './view-recommendation.client.tsx';

export const metadata: Metadata = { title: 'Your recommendations', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/** `/view-recommendation` (login required): the courses the learner's counsellor recommended. */
export default function ViewRecommendationPage() {
  return (
    <section aria-labelledby="recommendations-title">
      <h1 id="recommendations-title">Your recommendations</h1>
      <ViewRecommendation />
    </section>
  );
}
