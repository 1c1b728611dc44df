'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { PROFILE_SECTIONS, profileCompletion } from '@meridian/domain/profile/profile-details';
import type { StudyAbroadPreference } from '@meridian/domain/profile/profile-forms';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import {
  getDashboardApplications,
  getDocumentRequests,
  getDocuments,
  getPreference,
  getUserDetail,
} from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { PreferenceFacts } from '@/components/profile/preference-facts.tsx';
import { profileKeys, useLearner } from '../use-learner.ts';
import { RecommendationsSummary } from '@/components/recommendation/recommendations-summary.client.tsx';
import { CounsellorCard } from './counsellor-card.client.tsx';
import { EmailCheck } from './email-check.client.tsx';
import { RecommendedCourses } from './recommended-courses.client.tsx';
import { DashboardUniversities } from './dashboard-universities.client.tsx';
import styles from '../profile.module.css';
import { monthName } from '@meridian/domain/month-name';

const intakeText = (month: number | undefined, year: number) =>
  month ? `${monthName(month, 'short')} ${year}` : String(year);

function ProfileDetails({ userId }: { userId: string }) {
  const detail = useQuery({
    queryKey: profileKeys.of(userId, 'detail'),
    queryFn: () => getUserDetail(userId),
  });
  return (
    <QueryState query={detail}>
      {(user) => {
        const { completed } = user.userProfile;
        const missing = PROFILE_SECTIONS.filter((s) => !completed.includes(s.key));
        return (
          <>
            <dl>
              <dt>Name</dt>
              <dd>{user.fullName}</dd>
              {user.email && (
                <>
                  <dt>Email</dt>
                  <EmailCheck userId={userId} email={user.email} verified={user.emailVerified} />
                </>
              )}
              {user.mobile && (
                <>
                  <dt>Mobile</dt>
                  <dd>{user.mobile}</dd>
                </>
              )}
            </dl>
            <p>Profile {profileCompletion(completed)}% complete.</p>
            {missing.length > 0 && (
              <p className={styles.muted}>
                Still to fill in: {missing.map((s) => s.name.toLowerCase()).join(', ')}.{' '}
                <Link href={siteRoutes.leadProfile()}>Complete your profile</Link>
              </p>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

function DocumentsSummary({ userId }: { userId: string }) {
  const documents = useQuery({
    queryKey: profileKeys.of(userId, 'documents'),
    queryFn: () => getDocuments(userId),
  });
  return (
    <QueryState query={documents}>
      {({ documents: list }) => (
        <>
          <p>{list.length === 0 ? 'No documents uploaded yet.' : `${list.length} uploaded:`}</p>
          <ul>
            {list.slice(0, 4).map((d) => (
              <li key={d.id}>{d.label}</li>
            ))}
          </ul>
          <Link href={siteRoutes.profile('documents')}>Upload or manage documents</Link>
        </>
      )}
    </QueryState>
  );
}

/** What the counsellor asked for and the learner has not uploaded yet (none: the card is left out). */
function RequestedDocuments({ userId }: { userId: string }) {
  const requests = useQuery({
    queryKey: profileKeys.of(userId, 'document-requests'),
    queryFn: () => getDocumentRequests(userId),
  });
  const open = requests.data?.requests.filter((request) => request.fulfilledAt === null) ?? [];
  if (open.length === 0) return null;
  return (
    <section className={styles.card} aria-label="Requested by your counsellor">
      <h3>Requested by your counsellor</h3>
      <ul>
        {open.map((request) => (
          <li key={request.id}>
            <strong>{request.label}</strong>
            {request.note && <div className={styles.muted}>{request.note}</div>}
          </li>
        ))}
      </ul>
      <Link href={siteRoutes.profile('documents')}>Upload documents</Link>
    </section>
  );
}

function ApplicationsSummary({ userId }: { userId: string }) {
  const applications = useQuery({
    queryKey: profileKeys.of(userId, 'dashboard-applications'),
    queryFn: () => getDashboardApplications(userId),
  });
  return (
    <QueryState query={applications}>
      {({ applications: list, proofUrl }) => (
        <>
          {list.length === 0 && <p className={styles.muted}>No applications yet.</p>}
          <ul className={styles.list}>
            {list.map((a) => (
              <li key={a.applicationId}>
                <strong>{a.programName}</strong>, {a.university} ({a.countryName}), intake{' '}
                {intakeText(a.intakeMonth, a.intakeYear)}
                <div className={styles.muted}>
                  {a.currentStage ? `Now: ${a.currentStage.name}` : 'Every stage completed'}
                </div>
              </li>
            ))}
          </ul>
          {proofUrl && (
            <p>
              <a href={proofUrl} target="_blank" rel="noopener">
                View your latest proof
              </a>
            </p>
          )}
        </>
      )}
    </QueryState>
  );
}

function Preferences({ userId }: { userId: string }) {
  const preference = useQuery({
    queryKey: profileKeys.of(userId, 'preference'),
    queryFn: () => getPreference(userId),
  });
  return <QueryState query={preference}>{(p) => <PreferenceList preference={p} />}</QueryState>;
}

function PreferenceList({ preference: p }: { preference: StudyAbroadPreference | null }) {
  if (!p) {
    return (
      <p className={styles.muted}>
        Not told yet. <Link href={siteRoutes.leadProfile()}>Tell us where and what you want to study</Link>
      </p>
    );
  }
  return <PreferenceFacts preference={p} month="short" />;
}

/** The dashboard (SPEC.md §3): profile, documents, courses, applications, proof, counsellor, preferences. */
export function Dashboard() {
  const { id: userId } = useLearner();
  const card = (title: string, body: React.ReactNode) => (
    <section className={styles.card} aria-label={title}>
      <h3>{title}</h3>
      {body}
    </section>
  );
  return (
    <div className={styles.area}>
      <div className={styles.grid}>
        <RequestedDocuments userId={userId} />
        {card('Profile details', <ProfileDetails userId={userId} />)}
        {card('Documents', <DocumentsSummary userId={userId} />)}
        {card('Applications', <ApplicationsSummary userId={userId} />)}
        {card('Your counsellor', <CounsellorCard userId={userId} />)}
        {card('From your counsellor', <RecommendationsSummary userId={userId} />)}
        {card('Study-abroad preferences', <Preferences userId={userId} />)}
      </div>
      <section aria-label="Universities for you">
        <h3>Universities for you</h3>
        <DashboardUniversities userId={userId} />
      </section>
      <section aria-label="Recommended courses">
        <h3>Recommended courses</h3>
        <RecommendedCourses userId={userId} />
      </section>
    </div>
  );
}
