'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QuizSubmission, type CourseModule, type Lesson } from '@meridian/domain/learning/course';
import { formatInstantDate } from '@meridian/domain/format-date';
import { completeLesson, getLearningCourse, submitQuiz } from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { FormAlert } from '@/components/forms/fields.tsx';
import { useProfileForm } from '@/components/profile/use-profile-form.ts';
import { payloadResolver } from '@/lib/forms/payload-resolver.ts';
import { profileKeys, useLearner } from '../use-learner.ts';
import styles from '../profile.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Radio } from '@/components/ui/radio.tsx';

/** `/profile/lms`: the course's modules, each lesson to read and mark complete, and each module's quiz. */
export function LearningPlatform() {
  const { id: userId } = useLearner();
  const course = useQuery({
    queryKey: profileKeys.of(userId, 'learning', 'course'),
    queryFn: () => getLearningCourse(userId),
  });
  return (
    <QueryState query={course}>
      {({ title, modules }) => (
        <div className={styles.area}>
          <p className={styles.muted}>
            {title}: read each lesson, then test yourself with the module’s quiz.
          </p>
          {modules.map((module) => (
            <section key={module.key} className={styles.card} aria-labelledby={`module-${module.key}`}>
              <h3 id={`module-${module.key}`}>{module.title}</h3>
              <p className={styles.muted}>{module.summary}</p>
              {module.lessons.map((lesson) => (
                <LessonView key={lesson.id} userId={userId} lesson={lesson} />
              ))}
              <Quiz userId={userId} module={module} />
            </section>
          ))}
        </div>
      )}
    </QueryState>
  );
}

function LessonView({ userId, lesson }: { userId: string; lesson: Lesson }) {
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: () => completeLesson(userId, lesson.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.of(userId, 'learning') }),
  });
  return (
    <details className={styles.lesson}>
      <summary>
        {lesson.title} ({lesson.minutes} min){lesson.completedAt ? ' · completed' : ''}
      </summary>
      {lesson.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {complete.error && (
        <p role="alert" className={styles.error}>
          {complete.error.message}
        </p>
      )}
      {lesson.completedAt ? (
        <p className={styles.muted}>Completed on {formatInstantDate(lesson.completedAt)}.</p>
      ) : (
        <Button variant="primary" disabled={complete.isPending} onClick={() => complete.mutate()}>
          Mark “{lesson.title}” complete
        </Button>
      )}
    </details>
  );
}

function Quiz({ userId, module }: { userId: string; module: CourseModule }) {
  const queryClient = useQueryClient();
  const quiz = useProfileForm({
    resolver: payloadResolver(QuizSubmission, (values: { answers: string[] }) => ({
      answers: values.answers.map(Number),
    })),
    defaultValues: { answers: module.quiz.questions.map(() => '') },
    send: (submission: QuizSubmission) => submitQuiz(userId, module.key, submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.of(userId, 'learning') }),
  });
  const result = quiz.save.data;
  // The browser asks for every answer first (`required`); the schema checks what is sent.
  return (
    <form className={styles.form} onSubmit={quiz.submit} aria-label={`Quiz: ${module.title}`}>
      <h4>Quiz: {module.title}</h4>
      {module.quiz.bestScore !== null && (
        <p className={styles.muted}>
          Your best so far: {module.quiz.bestScore} of {module.quiz.questions.length}.
        </p>
      )}
      {module.quiz.questions.map((q, index) => {
        const marked = result?.questions.find((m) => m.id === q.id);
        return (
          <fieldset key={q.id}>
            <legend>{q.prompt}</legend>
            {q.options.map((option, i) => (
              <Radio
                key={option}
                value={i}
                required
                {...quiz.form.register(`answers.${index}`)}
                label={option}
              />
            ))}
            {marked && (
              <p className={marked.correct ? undefined : styles.error}>
                {marked.correct
                  ? 'Right. '
                  : `Not quite: the answer is “${q.options[marked.correctOption]}”. `}
                {marked.explanation}
              </p>
            )}
          </fieldset>
        );
      })}
      {quiz.alert && <FormAlert>{quiz.alert}</FormAlert>}
      {result && (
        <p role="status">
          You scored {result.score} of {result.outOf}. Your quiz score for the course is now{' '}
          {result.stats.scorePercent}%.
        </p>
      )}
      <Button type="submit" variant="primary" disabled={quiz.save.isPending}>
        Submit the quiz
      </Button>
    </form>
  );
}
