'use client';

import Link from 'next/link';
import type { ContactPhone } from '@meridian/domain/contact';
import { PROFILE_TABS, type ProfileTabKey } from '@meridian/domain/profile/tabs';
import { useLearner } from './use-learner.ts';
import { Dashboard } from './_tabs/dashboard.client.tsx';
import { Documents } from './_tabs/documents.client.tsx';
import { FlyingProgress } from './_tabs/flying-progress.client.tsx';
import { LearningProgress } from './_tabs/learning-progress.client.tsx';
import { LearnersGuide } from './_tabs/learners-guide.client.tsx';
import { Buddy } from './_tabs/buddy.client.tsx';
import { PaidProgramsNotice } from './_tabs/paid-programs-notice.tsx';
import { Counselor } from './_tabs/counselor.client.tsx';
import { Applications } from './_tabs/applications.client.tsx';
import { CoursesForYou } from './_tabs/courses-for-you.client.tsx';
import { Help } from './_tabs/help.client.tsx';
import styles from './profile.module.css';

const CONTENT: Record<ProfileTabKey, (props: { phone: ContactPhone | undefined }) => React.ReactNode> = {
  dashboard: () => <Dashboard />,
  documents: () => <Documents />,
  'flying-progress': () => <FlyingProgress />,
  'learning-progress': () => <LearningProgress />,
  guide: () => <LearnersGuide />,
  buddy: () => <Buddy />,
  counselor: () => <Counselor />,
  application: () => <Applications />,
  courses: () => <CoursesForYou />,
  help: ({ phone }) => <Help phone={phone} />,
};

/** One tab's content, or, for a tab of the other tier, where the learner can find it instead. */
export function TabView({
  tabKey,
  label,
  phone,
}: {
  tabKey: ProfileTabKey;
  label: string;
  /** The region's counselling line, for the tabs that name it. */
  phone?: ContactPhone | undefined;
}) {
  const learner = useLearner();
  const tab = PROFILE_TABS.find((t) => t.key === tabKey)!;
  const shown = learner.paidUser ? tab.paid : tab.free;
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title">{label}</h2>
      {shown ? (
        CONTENT[tabKey]({ phone })
      ) : learner.paidUser ? (
        <p className={styles.muted}>
          As a program member your counsellor and applications are followed in{' '}
          <Link href="/profile/flying-progress">Flying Progress</Link>.
        </p>
      ) : (
        <PaidProgramsNotice label={label} />
      )}
    </section>
  );
}
