'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { z } from 'zod';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { EXAMS, type ExamCode } from '@meridian/domain/catalogue/exams';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { DESTINATIONS } from '@meridian/domain/destinations';
import type { LookupOption } from '@meridian/domain/lookups/schemas';
import {
  EducationRecord,
  ExamRecord,
  FUND_SOURCES,
  FundDetails,
  PersonalDetails,
  StudyAbroadPreference,
  type AcademicClass,
} from '@meridian/domain/profile/profile-forms';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { examGroupOf } from '@meridian/domain/profile/exam-groups';
import {
  getEducation,
  getExamGroup,
  getFunds,
  getPersonal,
  getPreference,
  saveEducation,
  saveExam,
  saveFunds,
  savePersonal,
  savePreference,
} from '@/lib/api/profile.ts';
import { SectionForm } from '@/components/profile/section-form.client.tsx';
import {
  readSpecs,
  SpecFields,
  specValues,
  type FieldSpec,
  type SpecValues,
} from '@/components/profile/field-specs.tsx';
import { payloadResolver } from '@/lib/forms/payload-resolver.ts';
import { SignedInOnly } from '@/components/profile/signed-in-only.client.tsx';
import { profileKeys } from '@/app/[variant]/profile/use-learner.ts';
import { ValueOptions } from '@/components/forms/value-options.tsx';
import styles from '@/app/[variant]/profile/profile.module.css';
import { Select } from '@/components/ui/select.tsx';

/** Options labelled from their values. */
const labelled = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  Object.fromEntries(values.map((value) => [value, label(value)]));

/** The looked-up choices of the forms (issue 35), read by the page from the API. */
export interface ProfileLookups {
  gradingSystems: readonly LookupOption[];
  academicClasses: readonly LookupOption[];
  /** India's states on the India site; none elsewhere, where the state is typed. */
  states: readonly LookupOption[];
}

const optionsOf = (list: readonly LookupOption[]) =>
  Object.fromEntries(list.map((option) => [option.value, option.label]));

const personalFields = (states: readonly LookupOption[]): readonly FieldSpec[] => [
  { name: 'fullName', label: 'Full name' },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date' },
  {
    name: 'gender',
    label: 'Gender',
    options: { FEMALE: 'Female', MALE: 'Male', OTHER: 'Other', UNDISCLOSED: 'Prefer not to say' },
  },
  { name: 'city', label: 'City' },
  states.length > 0
    ? { name: 'state', label: 'State', options: optionsOf(states) }
    : { name: 'state', label: 'State or province' },
  {
    name: 'passport',
    label: 'Passport',
    options: { HAVE: 'I have a valid passport', APPLIED: 'Applied for one', NONE: 'Not yet' },
  },
];

const educationFields = (gradingSystems: readonly LookupOption[]): readonly FieldSpec[] => [
  { name: 'institution', label: 'School or college' },
  { name: 'board', label: 'Board or university' },
  { name: 'stream', label: 'Stream or subject (optional)', optional: true },
  {
    name: 'status',
    label: 'Status',
    options: { COMPLETED: 'Completed', PURSUING: 'Still studying' },
  },
  { name: 'yearOfCompletion', label: 'Year of completion', type: 'number' },
  { name: 'gradingSystem', label: 'Grading system', options: optionsOf(gradingSystems) },
  { name: 'score', label: 'Score', type: 'number' },
];

const examFields = (exam: ExamCode): readonly FieldSpec[] => [
  {
    name: 'status',
    label: 'Status',
    options: { TAKEN: 'Taken', BOOKED: 'Booked', PREPARING: 'Preparing' },
  },
  { name: 'score', label: `Score (${EXAMS[exam].min} to ${EXAMS[exam].max}), if taken`, type: 'number' },
  { name: 'testDate', label: 'Test date', type: 'date', optional: true },
];

const PREFERENCE: readonly FieldSpec[] = [
  {
    name: 'educationLevel',
    label: 'Level',
    options: labelled(['MASTERS', 'BACHELORS'] as const, (l) => LEVEL_NAMES[l]),
  },
  {
    name: 'countries',
    label: 'Countries (up to 5)',
    multiple: true,
    options: Object.fromEntries(
      DESTINATIONS.filter((d) => d.iso3 !== 'IND' && d.iso3 !== 'other').map((d) => [d.iso3, d.name]),
    ),
  },
  {
    name: 'subjects',
    label: 'Subjects (up to 5)',
    multiple: true,
    options: Object.fromEntries(PRIMARY_CATEGORIES.map((c) => [c.slug, c.name])),
  },
  { name: 'intakeYear', label: 'Intake year', type: 'number' },
  { name: 'intakeMonth', label: 'Intake month (1 to 12, optional)', type: 'number' },
];

/** A section whose form is just its described fields. */
function SpecSection<T extends z.ZodType>(props: {
  title: string;
  queryKey: readonly unknown[];
  load: () => Promise<z.output<T> | null>;
  save: (data: z.output<T>) => Promise<unknown>;
  schema: T;
  specs: readonly FieldSpec[];
}) {
  const { specs, schema, ...section } = props;
  return (
    <SectionForm
      {...section}
      resolver={payloadResolver(schema, (values: SpecValues) => readSpecs(specs, values))}
      values={(saved) => specValues(specs, saved)}
      fields={(field) => <SpecFields specs={specs} field={field} />}
    />
  );
}

function Education({ userId, lookups }: { userId: string; lookups: ProfileLookups }) {
  const [academicClass, setAcademicClass] = useState<AcademicClass>('class-12');
  return (
    <div>
      <label>
        Education record for{' '}
        <Select value={academicClass} onChange={(e) => setAcademicClass(e.target.value as AcademicClass)}>
          <ValueOptions options={lookups.academicClasses} />
        </Select>
      </label>
      <SpecSection
        key={academicClass}
        title="Education"
        queryKey={profileKeys.of(userId, 'education', academicClass)}
        load={() => getEducation(userId, academicClass)}
        save={(data) => saveEducation(userId, academicClass, data)}
        schema={EducationRecord}
        specs={educationFields(lookups.gradingSystems)}
      />
    </div>
  );
}

function Exams({ userId }: { userId: string }) {
  const [exam, setExam] = useState<ExamCode>('IELTS');
  const group = examGroupOf(exam).id;
  return (
    <div>
      <label>
        Test{' '}
        <Select value={exam} onChange={(e) => setExam(e.target.value as ExamCode)}>
          {(Object.keys(EXAMS) as ExamCode[]).map((code) => (
            <option key={code} value={code}>
              {EXAMS[code].name}
            </option>
          ))}
        </Select>
      </label>
      <SpecSection
        key={exam}
        title="Tests"
        queryKey={profileKeys.of(userId, 'exam', exam)}
        load={async () => (await getExamGroup(userId, group)).exams.find((e) => e.exam === exam) ?? null}
        save={(data) => saveExam(userId, exam, data)}
        schema={ExamRecord}
        specs={examFields(exam)}
      />
    </div>
  );
}

const FUNDS: readonly FieldSpec[] = [
  {
    name: 'sources',
    label: 'How you will pay (choose one or more)',
    multiple: true,
    options: labelled(FUND_SOURCES, (s) => s.charAt(0) + s.slice(1).toLowerCase().replace('_', ' ')),
  },
  { name: 'annualBudget', label: 'Tuition budget a year, in rupees', type: 'number' },
];

/** The budget is asked in rupees and kept in paise; its input is named as the schema names it, for its errors. */
function Funds({ userId }: { userId: string }) {
  return (
    <SectionForm
      title="Funding"
      queryKey={profileKeys.of(userId, 'funds')}
      load={() => getFunds(userId)}
      save={(data) => saveFunds(userId, data)}
      resolver={payloadResolver(FundDetails, (values: SpecValues) => ({
        sources: values.sources,
        annualBudget: {
          amountMinor: Math.round(Number(String(values.annualBudget ?? '').trim() || 0) * 100),
          currency: 'INR',
        },
      }))}
      values={(f) =>
        specValues(FUNDS, f && { sources: f.sources, annualBudget: f.annualBudget.amountMinor / 100 })
      }
      fields={(field) => <SpecFields specs={FUNDS} field={field} />}
    />
  );
}

/** The profile forms of `/lead-profile`, then the questions. */
export function LeadProfileForms({ lookups }: { lookups: ProfileLookups }) {
  return (
    <SignedInOnly>
      {(user) => (
        <div className={styles.area}>
          <SpecSection
            title="Personal details"
            queryKey={profileKeys.of(user.id, 'personal')}
            load={() => getPersonal(user.id)}
            save={(data) => savePersonal(user.id, data)}
            schema={PersonalDetails}
            specs={personalFields(lookups.states)}
          />
          <Education userId={user.id} lookups={lookups} />
          <Exams userId={user.id} />
          <Funds userId={user.id} />
          <SpecSection
            title="Study-abroad preferences"
            queryKey={profileKeys.of(user.id, 'preference')}
            load={() => getPreference(user.id)}
            save={(data) => savePreference(user.id, data)}
            schema={StudyAbroadPreference}
            specs={PREFERENCE}
          />
          <p>
            <Link className={styles.button} href={siteRoutes.profileQuestions()}>
              Next: a few questions
            </Link>
          </p>
        </div>
      )}
    </SignedInOnly>
  );
}
