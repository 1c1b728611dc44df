import type { Metadata } from 'next';
import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

export const metadata: Metadata = { title: 'Profile complete', robots: { index: false, follow: false } };

/** `/profile-completed`: the end of the profile questions, and where to go next. */
export default function ProfileCompletedPage() {
  return (
    <section aria-labelledby="completed-title">
      <h1 id="completed-title">Thank you: your profile is saved</h1>
      <p>
        Your counsellor reads your answers before your first call. Meanwhile, see the courses that fit what
        you told us, and upload your documents when they are ready.
      </p>
      <ul>
        <li>
          <Link href={siteRoutes.profile('courses')}>Courses for you</Link>
        </li>
        <li>
          <Link href={siteRoutes.profile('documents')}>Submit documents</Link>
        </li>
        <li>
          <Link href={siteRoutes.profile()}>Your dashboard</Link>
        </li>
      </ul>
    </section>
  );
}
