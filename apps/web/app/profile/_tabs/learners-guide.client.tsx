'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { earliestSubmissionDate } from '@meridian/domain/learning/guide';
import { getLearnerGuide } from '@/lib/api/profile.ts';
import { useLearner } from '../use-learner.ts';
import { ProgramState, usePurchasedProgram } from './program-state.client.tsx';
import styles from '../profile.module.css';

/** Learner's Guide: the program's handbook as a PDF, with a dated plan back from the submission date. */
export function LearnersGuide() {
  const { id: userId } = useLearner();
  const { programKey } = usePurchasedProgram();
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const guide = useMutation({
    mutationFn: (submissionDate: string) => getLearnerGuide(userId, programKey, submissionDate),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    guide.mutate(String(new FormData(event.currentTarget).get('submissionDate')));
  };
  return (
    <div className={styles.area}>
      <ProgramState />
      <p>
        Your guide is the handbook of your program: a plan with a date for each step, from your shortlist to
        submitting your applications, the course’s modules and whom to ask.
      </p>
      <form className={styles.form} onSubmit={onSubmit} aria-label="Your learner’s guide">
        <label>
          When do you plan to submit your applications?
          <input
            type="date"
            name="submissionDate"
            min={today}
            defaultValue={earliestSubmissionDate(today)}
            required
          />
        </label>
        {guide.error && (
          <p role="alert" className={styles.error}>
            {guide.error.message}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={guide.isPending}>
          Prepare my guide
        </button>
      </form>
      {guide.data && (
        <p role="status">
          Your guide is ready: <a href={guide.data.url}>Download your learner’s guide (PDF)</a>. The link
          works for 7 days.
        </p>
      )}
    </div>
  );
}
