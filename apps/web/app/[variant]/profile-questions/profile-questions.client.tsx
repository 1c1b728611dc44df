'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { RadioGroup, TextAreaField } from '@/components/forms/fields.tsx';
import { payloadResolver } from '@/lib/forms/payload-resolver.ts';
import styles from '@/app/[variant]/profile/profile.module.css';
import { Button } from '@/components/ui/button.tsx';

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
            resolver={payloadResolver(ProfileAnswers, (values: Record<string, string | null>) => ({
              answers: PROFILE_QUESTIONS.flatMap((q) => {
                const answer = values[q.id];
                return answer ? [{ questionId: q.id, answer }] : [];
              }),
            }))}
            values={(saved) =>
              Object.fromEntries(
                PROFILE_QUESTIONS.map((q) => [
                  q.id,
                  saved?.answers.find((a) => a.questionId === q.id)?.answer ?? null,
                ]),
              )
            }
            onSaved={() => setAnswered(true)}
            fields={(field) =>
              PROFILE_QUESTIONS.map((q) => (
                <RadioGroup
                  key={q.id}
                  {...field(q.id, q.text)}
                  legend={q.text}
                  options={q.options.map((option) => ({ value: option, label: option }))}
                />
              ))
            }
          />
          <SectionForm
            title="Anything else"
            queryKey={profileKeys.of(user.id, 'other-question')}
            load={() => getOtherAnswer(user.id)}
            save={(data) => saveOtherAnswer(user.id, data)}
            resolver={zodResolver(OtherProfileAnswer)}
            values={(saved) => ({ answer: saved?.answer ?? '' })}
            fields={(field) => (
              <TextAreaField {...field('answer', 'Anything else your counsellor should know')} rows={4} />
            )}
          />
          <p>
            <Button
              variant="primary"
              disabled={!answered}
              onClick={() => router.push(siteRoutes.profileCompleted())}
            >
              Finish
            </Button>
          </p>
        </div>
      )}
    </SignedInOnly>
  );
}
