import type { Metadata } from 'next';
import { contentApi } from '@/lib/api/content-api.ts';
import { getLookup } from '@/lib/api/lookups.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { LeadProfileForms } from './lead-profile-forms.client.tsx';

export const metadata: Metadata = {
  title: 'Your study-abroad profile',
  robots: { index: false, follow: false },
};
export const dynamic = 'force-dynamic';

/** `/lead-profile`: the learner's profile forms, each saved on its own, their choices looked up. */
export default async function LeadProfilePage() {
  const api = contentApi();
  const [gradingSystems, academicClasses, states] = await Promise.all([
    getLookup(api, 'grading-systems'),
    getLookup(api, 'academic-classes'),
    // The states listed are India's: students of the other sites type theirs.
    (await currentRegion()) === 'default' ? getLookup(api, 'states') : [],
  ]);
  return (
    <section aria-labelledby="lead-profile-title">
      <h1 id="lead-profile-title">Your study-abroad profile</h1>
      <p>
        The more we know, the better the courses we suggest and the help your counsellor gives. Save each part
        when you are ready; you can come back to any of them.
      </p>
      <LeadProfileForms lookups={{ gradingSystems, academicClasses, states }} />
    </section>
  );
}
