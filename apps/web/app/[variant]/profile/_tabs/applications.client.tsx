'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApplicationCreate } from '@meridian/domain/profile/applications';
import type { FavouriteList } from '@meridian/domain/profile/favourites';
import { FormAlert, SelectField } from '@/components/forms/fields.tsx';
import { useProfileForm } from '@/components/profile/use-profile-form.ts';
import { payloadResolver } from '@/lib/forms/payload-resolver.ts';
import { createApplication, getDashboardApplications } from '@/lib/api/profile.ts';
import { getFavourites } from '@/lib/api/favourites.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys, useLearner } from '../use-learner.ts';
import { StageTimeline } from './stage-timeline.client.tsx';
import { StageDetailForm } from './stage-detail.client.tsx';
import styles from '../profile.module.css';
import { monthName } from '@meridian/domain/month-name';
import { Button } from '@/components/ui/button.tsx';

const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Starts an application to one of the courses the learner shortlisted, for an intake. */
function StartApplication({ userId }: { userId: string }) {
  const favourites = useQuery({
    queryKey: profileKeys.of(userId, 'favourites'),
    queryFn: () => getFavourites(userId),
  });
  const courses = favourites.data?.favourites.filter((f) => f.type === 'COURSE') ?? [];
  if (courses.length === 0) {
    return (
      <p className={styles.muted}>
        Shortlist a course in Courses for you, or on its page, to apply to it here.
      </p>
    );
  }
  return <ApplicationForm userId={userId} courses={courses} />;
}

type ApplicationValues = { courseId: string; intakeMonth: string; intakeYear: string };

function ApplicationForm({ userId, courses }: { userId: string; courses: FavouriteList['favourites'] }) {
  const queryClient = useQueryClient();
  const [year] = useState(() => new Date().getFullYear());
  const { save, alert, field, submit } = useProfileForm({
    resolver: payloadResolver(ApplicationCreate, (values: ApplicationValues) => ({
      courseId: Number(values.courseId),
      intakeMonth: Number(values.intakeMonth),
      intakeYear: Number(values.intakeYear),
    })),
    defaultValues: { courseId: String(courses[0]!.id), intakeMonth: '9', intakeYear: String(year + 1) },
    send: (request: ApplicationCreate) => createApplication(userId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Start an application">
      <SelectField
        {...field('courseId', 'Course')}
        options={courses.map((c) => ({ value: c.id, label: `${c.title}, ${c.university}` }))}
      />
      <SelectField
        {...field('intakeMonth', 'Intake month')}
        options={MONTH_NUMBERS.map((month) => ({ value: month, label: monthName(month) }))}
      />
      <SelectField
        {...field('intakeYear', 'Intake year')}
        options={[year, year + 1, year + 2].map((y) => ({ value: y, label: String(y) }))}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <Button type="submit" variant="primary" disabled={save.isPending}>
        Start application
      </Button>
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
      <QueryState query={applications}>
        {({ applications: list }) =>
          list.map((a) => (
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
          ))
        }
      </QueryState>
      <section className={styles.card}>
        <h3>Start an application</h3>
        <StartApplication userId={userId} />
      </section>
    </div>
  );
}
