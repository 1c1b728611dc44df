import type { Metadata } from 'next';
import { ProfileQuestions } from './profile-questions.client.tsx';

export const metadata: Metadata = { title: 'A few questions', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/** `/profile-questions`: where the learner stands, so the counsellor's first call starts in the right place. */
export default function ProfileQuestionsPage() {
  return (
    <section aria-labelledby="questions-title">
      <h1 id="questions-title">A few questions</h1>
      <ProfileQuestions />
    </section>
  );
}
