'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { createApplication, getDashboardApplications, getFavourites } from '@/lib/api/profile.ts';
import { profileKeys, useLearner } from '../use-learner.ts';
import { StageTimeline } from './stage-timeline.client.tsx';
import { StageDetailForm } from './stage-detail.client.tsx';
import styles from '../profile.module.css';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Starts an application to one of the courses the learner shortlisted, for an intake. */
function StartApplication({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const favourites = useQuery({
    queryKey: profileKeys.of(userId, 'favourites'),
    queryFn: () => getFavourites(userId),
  });
  const start = useMutation({
    mutationFn: (request: { courseId: number; intakeMonth: number; intakeYear: number }) =>
      createApplication(userId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
  });
  const courses = favourites.data?.favourites.filter((f) => f.type === 'COURSE') ?? [];
  if (courses.length === 0) {
    return (
      <p className={styles.muted}>
        Shortlist a course in Courses for you, or on its page, to apply to it here.
      </p>
    );
  }
  const year = new Date().getFullYear();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    start.mutate({
      courseId: Number(data.get('courseId')),
      intakeMonth: Number(data.get('intakeMonth')),
      intakeYear: Number(data.get('intakeYear')),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Start an application">
      <label>
        Course
        <select name="courseId">
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}, {c.university}
            </option>
          ))}
        </select>
      </label>
      <label>
        Intake month
        <select name="intakeMonth" defaultValue={9}>
          {MONTHS.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Intake year
        <select name="intakeYear" defaultValue={year + 1}>
          {[year, year + 1, year + 2].map((y) => (
            <option key={y}>{y}</option>
          ))}
        </select>
      </label>
      {start.error && (
        <p role="alert" className={styles.error}>
          {start.error.message}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={start.isPending}>
        Start application
      </button>
    </form>
  );
}

/** Application: each application's stages, their details and deadlines, and starting a new one. */
export function Applications() {
  const { id: userId } = useLearner();
  const applications = useQuery({
    queryKey: profileKeys.of(userId, 'dashboard-applications'),
    queryFn: () => getDashboardApplications(userId),
  });
  return (
    <div className={styles.area}>
      {!applications.data && (
        <p aria-busy={applications.isPending}>{applications.error?.message ?? 'Loading…'}</p>
      )}
      {applications.data?.applications.map((a) => (
        <section
          key={a.applicationId}
          className={styles.card}
          aria-label={`${a.programName}, ${a.university}`}
        >
          <h3>
            {a.programName}, {a.university} ({a.countryName})
          </h3>
          <div className={styles.grid}>
            <StageTimeline userId={userId} applicationId={a.applicationId} />
            <StageDetailForm userId={userId} applicationId={a.applicationId} />
          </div>
        </section>
      ))}
      <section className={styles.card}>
        <h3>Start an application</h3>
        <StartApplication userId={userId} />
      </section>
    </div>
  );
}
