import type { Metadata } from 'next';
import { LeadProfileForms } from './lead-profile-forms.client.tsx';

export const metadata: Metadata = {
  title: 'Your study-abroad profile',
  robots: { index: false, follow: false },
};
export const dynamic = 'force-dynamic';

/** `/lead-profile`: the learner's profile forms, each saved on its own. */
export default function LeadProfilePage() {
  return (
    <section aria-labelledby="lead-profile-title">
      <h1 id="lead-profile-title">Your study-abroad profile</h1>
      <p>
        The more we know, the better the courses we suggest and the help your counsellor gives. Save each part
        when you are ready; you can come back to any of them.
      </p>
      <LeadProfileForms />
    </section>
  );
}
