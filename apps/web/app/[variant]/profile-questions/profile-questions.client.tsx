'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  OtherProfileAnswer,
  PROFILE_QUESTIONS,
  ProfileAnswers,
} from '@meridian/domain/profile/profile-forms';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getOtherAnswer, getProfileAnswers, saveOtherAnswer, saveProfileAnswers } from '@/lib/api/profile.ts';
import { SectionForm } from '@/components/profile/section-form.client.tsx';
import { SignedInOnly } from '@/components/profile/signed-in-only.client.tsx';
import { profileKeys } from '@/app/[variant]/profile/use-learner.ts';
import styles from '@/app/[variant]/profile/profile.module.css';

/** The questions, each answered by choosing one option, then anything else for the counsellor. */
export function ProfileQuestions() {
  const router = useRouter();
  const [answered, setAnswered] = useState(false);
  return (
    <SignedInOnly>
      {(user) => (
        <div className={styles.area}>
          <SectionForm
            title="Your plans"
            queryKey={profileKeys.of(user.id, 'questions')}
            load={() => getProfileAnswers(user.id)}
            save={(data) => saveProfileAnswers(user.id, data)}
            schema={ProfileAnswers}
            read={(d) => ({
              answers: PROFILE_QUESTIONS.flatMap((q) => {
                const answer = d.get(q.id);
                return answer ? [{ questionId: q.id, answer: String(answer) }] : [];
              }),
            })}
            onSaved={() => setAnswered(true)}
            fields={(saved) =>
              PROFILE_QUESTIONS.map((q) => {
                const current = saved?.answers.find((a) => a.questionId === q.id)?.answer;
                return (
                  <fieldset key={q.id}>
                    <legend>{q.text}</legend>
                    {q.options.map((option) => (
                      <label key={option} className={styles.row}>
                        <span>
                          <input
                            type="radio"
                            name={q.id}
                            value={option}
                            defaultChecked={current === option}
                          />{' '}
                          {option}
                        </span>
                      </label>
                    ))}
                  </fieldset>
                );
              })
            }
          />
          <SectionForm
            title="Anything else"
            queryKey={profileKeys.of(user.id, 'other-question')}
            load={() => getOtherAnswer(user.id)}
            save={(data) => saveOtherAnswer(user.id, data)}
            schema={OtherProfileAnswer}
            read={(d) => ({ answer: String(d.get('answer') ?? '').trim() })}
            fields={(saved) => (
              <label>
                Anything else your counsellor should know
                <textarea name="answer" rows={4} maxLength={1000} defaultValue={saved?.answer ?? ''} />
              </label>
            )}
          />
          <p>
            <button
              type="button"
              className={styles.button}
              disabled={!answered}
              onClick={() => router.push(siteRoutes.profileCompleted())}
            >
              Finish
            </button>
          </p>
        </div>
      )}
    </SignedInOnly>
  );
}
