'use client';

import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CourseCard } from '@meridian/domain/catalogue/schemas';
import { LEVEL_NAMES, type EducationLevel } from '@meridian/domain/catalogue/levels';
import { DESTINATIONS, type DestinationSlug } from '@meridian/domain/destinations';
import { pageCount } from '@meridian/domain/pagination';
import type { LearnerRef, Recommendation } from '@meridian/domain/recommendation/schemas';
import type { RecommendableProgram } from '@meridian/domain/recommendation/program-search';
import { ProgramSearch } from './program-search.client.tsx';
import { SampleCoursesNote } from '@/components/catalogue/sample-courses-note.tsx';
import { CourseWhere } from './course-where.tsx';
import { FormAlert } from '@/components/forms/fields.tsx';
import {
  findLearner,
  publishRecommendation,
  searchCoursesToRecommend,
  updateRecommendation,
} from '@/lib/api/recommendation-client.ts';
import { getUserLite } from '@/lib/api/profile.ts';
import styles from './recommendation.module.css';
import { SearchPager } from './search-pager.tsx';
import { SlugOptions } from '@/components/forms/slug-options.tsx';
import { ValueOptions } from '@/components/forms/value-options.tsx';
import { TextArea, TextInput } from '@/components/ui/text-input.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';

const LEVEL_OPTIONS = Object.entries(LEVEL_NAMES).map(([value, label]) => ({ value, label }));

interface Search {
  searchTerm: string;
  country: DestinationSlug | '';
  level: EducationLevel | '';
  page: number;
}

function LearnerFinder({ onFound }: { onFound: (learner: LearnerRef) => void }) {
  const [contact, setContact] = useState('');
  const find = useMutation({ mutationFn: () => findLearner(contact.trim()), onSuccess: onFound });
  return (
    <form
      className={styles.inline}
      onSubmit={(event) => {
        event.preventDefault();
        find.mutate();
      }}
    >
      <label>
        Learner’s mobile or email
        <TextInput
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          required
          minLength={5}
        />
      </label>
      <Button type="submit" disabled={find.isPending}>
        Find learner
      </Button>
      {find.error && <FormAlert>{find.error.message}</FormAlert>}
    </form>
  );
}

function CourseSearch(props: { chosen: CourseCard[]; onToggle: (course: CourseCard) => void }) {
  const [draft, setDraft] = useState<Search>({ searchTerm: '', country: '', level: '', page: 1 });
  const [search, setSearch] = useState<Search | undefined>();
  const results = useQuery({
    queryKey: ['recommendation-search', search],
    enabled: search !== undefined,
    queryFn: () =>
      searchCoursesToRecommend({
        ...(search!.searchTerm ? { searchTerm: search!.searchTerm } : {}),
        filters: {
          ...(search!.country ? { country: [search!.country] } : {}),
          ...(search!.level ? { educationLevel: search!.level } : {}),
        },
        page: search!.page,
      }),
  });
  // Each control edits one key of the draft; the search runs on submit.
  const bind = <K extends 'searchTerm' | 'country' | 'level'>(key: K) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [key]: event.target.value as Search[K] }),
  });
  const chosenIds = new Set(props.chosen.map((course) => course.id));
  const last = results.data ? pageCount(results.data) : 1;
  return (
    <section aria-labelledby="course-search">
      <h2 id="course-search">Find courses</h2>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ ...draft, page: 1 });
        }}
      >
        <label>
          Course name
          <TextInput type="search" {...bind('searchTerm')} />
        </label>
        <label>
          Country
          <Select {...bind('country')}>
            <option value="">Any country</option>
            <SlugOptions items={DESTINATIONS} />
          </Select>
        </label>
        <label>
          Level
          <Select {...bind('level')}>
            <option value="">Any level</option>
            <ValueOptions options={LEVEL_OPTIONS} />
          </Select>
        </label>
        <Button type="submit">Search courses</Button>
      </form>
      {results.error && <FormAlert>{results.error.message}</FormAlert>}
      {results.isFetching && <p aria-busy="true">Searching…</p>}
      {results.data && (
        <>
          <p className={styles.muted}>
            {results.data.total}
            {results.data.totalCapped ? '+' : ''} courses
          </p>
          <SampleCoursesNote courses={results.data.items} />
          <ul className={styles.list} aria-label="Search results">
            {results.data.items.map((course) => (
              <li key={course.id} className={styles.card}>
                <Checkbox
                  checked={chosenIds.has(course.id)}
                  onChange={() => props.onToggle(course)}
                  aria-label={`Recommend ${course.title} at ${course.university.name}`}
                  label={
                    <>
                      <span>
                        <strong>{course.title}</strong>
                        <br />
                        <CourseWhere course={course} />
                      </span>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <SearchPager
            page={search!.page}
            last={last}
            noun="courses"
            onPage={(page) => setSearch({ ...search!, page })}
          />
        </>
      )}
    </section>
  );
}

/** The list with the item added, or taken out when it was there. */
const toggled = <T extends { id: number }>(list: readonly T[], item: T): T[] =>
  list.some((i) => i.id === item.id) ? list.filter((i) => i.id !== item.id) : [...list, item];

/** "3 courses", "1 program", "2 courses and 1 program". */
const countText = (courses: number, programs: number) =>
  [
    courses > 0 && `${courses} ${courses === 1 ? 'course' : 'courses'}`,
    programs > 0 && `${programs} ${programs === 1 ? 'program' : 'programs'}`,
  ]
    .filter(Boolean)
    .join(' and ');

/**
 * The counsellor's recommendation desk: find the learner, search the catalogue, choose courses and
 * accelerator programs and send them with a note; the list can be changed until the learner applies with it.
 */
export function RecommendCourses(props: { learnerId?: string | undefined }) {
  const preselected = useQuery({
    queryKey: ['recommendation-learner', props.learnerId],
    enabled: props.learnerId !== undefined,
    queryFn: () => getUserLite(props.learnerId!),
  });
  // Undefined until the counsellor chooses: the learner the page was opened for, if any; null once cleared.
  const [chosenLearner, setLearner] = useState<LearnerRef | null | undefined>();
  const learner =
    chosenLearner === undefined && preselected.data
      ? { id: preselected.data.id, fullName: preselected.data.fullName }
      : (chosenLearner ?? undefined);
  const [chosen, setChosen] = useState<CourseCard[]>([]);
  const [programs, setPrograms] = useState<RecommendableProgram[]>([]);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<Recommendation | undefined>();
  const send = useMutation({
    mutationFn: () => {
      const body = {
        courseIds: chosen.map((course) => course.id),
        programIds: programs.map((program) => program.id),
        note,
      };
      return sent
        ? updateRecommendation(learner!.id, sent.id, body)
        : publishRecommendation(learner!.id, body);
    },
    onSuccess: setSent,
  });
  const toggle = (course: CourseCard) => setChosen((list) => toggled(list, course));
  const toggleProgram = (program: RecommendableProgram) => setPrograms((list) => toggled(list, program));

  return (
    <div className={styles.desk}>
      <h1>Recommend courses</h1>
      {learner ? (
        <p>
          Recommending to <strong>{learner.fullName}</strong>{' '}
          <Button
            onClick={() => {
              setLearner(null);
              setSent(undefined);
            }}
          >
            Choose another learner
          </Button>
        </p>
      ) : (
        <>
          {preselected.error && <FormAlert>{preselected.error.message}</FormAlert>}
          <LearnerFinder onFound={setLearner} />
        </>
      )}
      <CourseSearch chosen={chosen} onToggle={toggle} />
      <ProgramSearch chosen={programs} onToggle={toggleProgram} />
      <section aria-labelledby="chosen-courses">
        <h2 id="chosen-courses">Your recommendation ({chosen.length + programs.length})</h2>
        <ol className={styles.list}>
          {chosen.map((course) => (
            <li key={course.id} className={styles.inline}>
              {course.title}, {course.university.name}
              <Button onClick={() => toggle(course)}>
                Remove <span className="visually-hidden">{course.title}</span>
              </Button>
            </li>
          ))}
          {programs.map((program) => (
            <li key={`program-${program.id}`} className={styles.inline}>
              {program.title} (accelerator program)
              <Button onClick={() => toggleProgram(program)}>
                Remove <span className="visually-hidden">{program.title}</span>
              </Button>
            </li>
          ))}
        </ol>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate();
          }}
        >
          <label className={styles.field}>
            Note for the learner
            <TextArea
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          {send.error && <FormAlert>{send.error.message}</FormAlert>}
          {sent && !send.error && !send.isPending && (
            <p role="status">
              Recommendation of {countText(sent.courses.length, sent.programs.length)} sent to{' '}
              {learner?.fullName}.
            </p>
          )}
          <Button
            type="submit"
            disabled={!learner || chosen.length + programs.length === 0 || send.isPending}
          >
            {sent ? 'Update recommendation' : 'Send recommendation'}
          </Button>
        </form>
      </section>
    </div>
  );
}
