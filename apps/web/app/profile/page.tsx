import type { Metadata } from 'next';
import { ProfileSummary } from './profile-summary.client.tsx';

export const metadata: Metadata = { title: 'Your profile', robots: { index: false, follow: false } };

/** `/profile` (login required): who is signed in, until the profile area's tabs replace it. */
export default function ProfilePage() {
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">Your profile</h1>
      <ProfileSummary />
    </section>
  );
}
