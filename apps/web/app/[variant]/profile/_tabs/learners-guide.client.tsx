'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { earliestSubmissionDate, LearnerGuideQuery } from '@meridian/domain/learning/guide';
import { FormAlert, TextField } from '@/components/forms/fields.tsx';
import { useProfileForm } from '@/components/profile/use-profile-form.ts';
import { getLearnerGuide } from '@/lib/api/profile.ts';
import { useLearner } from '../use-learner.ts';
import { ProgramState, usePurchasedProgram } from './program-state.client.tsx';
import styles from '../profile.module.css';
import { Button } from '@/components/ui/button.tsx';

/** The guide's query, its date asked for here. */
const GuideRequest = LearnerGuideQuery.required();
type GuideRequest = z.infer<typeof GuideRequest>;

/** Learner's Guide: the program's handbook as a PDF, with a dated plan back from the submission date. */
export function LearnersGuide() {
  const { id: userId } = useLearner();
  const { programKey } = usePurchasedProgram();
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const guide = useProfileForm({
    resolver: zodResolver(GuideRequest),
    defaultValues: { submissionDate: earliestSubmissionDate(today) },
    send: ({ submissionDate }: GuideRequest) => getLearnerGuide(userId, programKey, submissionDate),
  });
  return (
    <div className={styles.area}>
      <ProgramState />
      <p>
        Your guide is the handbook of your program: a plan with a date for each step, from your shortlist to
        submitting your applications, the course’s modules and whom to ask.
      </p>
      <form className={styles.form} onSubmit={guide.submit} noValidate aria-label="Your learner’s guide">
        <TextField
          {...guide.field('submissionDate', 'When do you plan to submit your applications?')}
          type="date"
          min={today}
        />
        {guide.alert && <FormAlert>{guide.alert}</FormAlert>}
        <Button type="submit" variant="primary" disabled={guide.save.isPending}>
          Prepare my guide
        </Button>
      </form>
      {guide.save.data && (
        <p role="status">
          Your guide is ready: <a href={guide.save.data.url}>Download your learner’s guide (PDF)</a>. The link
          works for 7 days.
        </p>
      )}
    </div>
  );
}
