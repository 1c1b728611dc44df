'use client';

import Link from 'next/link';
import { useState } from 'react';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { EXAMS, type ExamCode } from '@meridian/domain/catalogue/exams';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { DESTINATIONS } from '@meridian/domain/destinations';
import {
  ACADEMIC_CLASSES,
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
import { Choice, SectionForm } from '@/components/profile/section-form.client.tsx';
import { SignedInOnly } from '@/components/profile/signed-in-only.client.tsx';
import { profileKeys } from '@/app/profile/use-learner.ts';
import { SlugOptions } from '@/components/forms/slug-options.tsx';
import styles from '@/app/profile/profile.module.css';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const optional = (value: string) => (value === '' ? undefined : value);
const numberOr = (value: string) => (value === '' ? undefined : Number(value));

function Field(props: { name: string; label: string; value: string | number | undefined; type?: string }) {
  return (
    <label>
      {props.label}
      <input name={props.name} type={props.type ?? 'text'} step="any" defaultValue={props.value ?? ''} />
    </label>
  );
}

const options = <T extends string>(values: readonly T[], label: (v: T) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

function Personal({ userId }: { userId: string }) {
  return (
    <SectionForm
      title="Personal details"
      queryKey={profileKeys.of(userId, 'personal')}
      load={() => getPersonal(userId)}
      save={(data) => savePersonal(userId, data)}
      schema={PersonalDetails}
      read={(d) => ({
        fullName: text(d, 'fullName'),
        dateOfBirth: text(d, 'dateOfBirth'),
        gender: text(d, 'gender'),
        city: text(d, 'city'),
        state: text(d, 'state'),
        passport: text(d, 'passport'),
      })}
      fields={(p) => (
        <>
          <Field name="fullName" label="Full name" value={p?.fullName} />
          <Field name="dateOfBirth" label="Date of birth" type="date" value={p?.dateOfBirth} />
          <Choice
            name="gender"
            label="Gender"
            value={p?.gender}
            options={[
              { value: 'FEMALE', label: 'Female' },
              { value: 'MALE', label: 'Male' },
              { value: 'OTHER', label: 'Other' },
              { value: 'UNDISCLOSED', label: 'Prefer not to say' },
            ]}
          />
          <Field name="city" label="City" value={p?.city} />
          <Field name="state" label="State" value={p?.state} />
          <Choice
            name="passport"
            label="Passport"
            value={p?.passport}
            options={[
              { value: 'HAVE', label: 'I have a valid passport' },
              { value: 'APPLIED', label: 'Applied for one' },
              { value: 'NONE', label: 'Not yet' },
            ]}
          />
        </>
      )}
    />
  );
}

function Education({ userId }: { userId: string }) {
  const [academicClass, setAcademicClass] = useState<AcademicClass>('class-12');
  return (
    <div>
      <label>
        Education record for{' '}
        <select value={academicClass} onChange={(e) => setAcademicClass(e.target.value as AcademicClass)}>
          <SlugOptions items={ACADEMIC_CLASSES} />
        </select>
      </label>
      <SectionForm
        key={academicClass}
        title="Education"
        queryKey={profileKeys.of(userId, 'education', academicClass)}
        load={() => getEducation(userId, academicClass)}
        save={(data) => saveEducation(userId, academicClass, data)}
        schema={EducationRecord}
        read={(d) => ({
          institution: text(d, 'institution'),
          board: text(d, 'board'),
          stream: optional(text(d, 'stream')),
          status: text(d, 'status'),
          yearOfCompletion: numberOr(text(d, 'yearOfCompletion')),
          gradingSystem: text(d, 'gradingSystem'),
          score: numberOr(text(d, 'score')),
        })}
        fields={(e) => (
          <>
            <Field name="institution" label="School or college" value={e?.institution} />
            <Field name="board" label="Board or university" value={e?.board} />
            <Field name="stream" label="Stream or subject (optional)" value={e?.stream} />
            <Choice
              name="status"
              label="Status"
              value={e?.status}
              options={[
                { value: 'COMPLETED', label: 'Completed' },
                { value: 'PURSUING', label: 'Still studying' },
              ]}
            />
            <Field
              name="yearOfCompletion"
              label="Year of completion"
              type="number"
              value={e?.yearOfCompletion}
            />
            <Choice
              name="gradingSystem"
              label="Grading system"
              value={e?.gradingSystem}
              options={[
                { value: 'PERCENTAGE', label: 'Percentage' },
                { value: 'CGPA_10', label: 'CGPA out of 10' },
                { value: 'CGPA_4', label: 'GPA out of 4' },
              ]}
            />
            <Field name="score" label="Score" type="number" value={e?.score} />
          </>
        )}
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
        <select value={exam} onChange={(e) => setExam(e.target.value as ExamCode)}>
          {(Object.keys(EXAMS) as ExamCode[]).map((code) => (
            <option key={code} value={code}>
              {EXAMS[code].name}
            </option>
          ))}
        </select>
      </label>
      <SectionForm
        key={exam}
        title="Tests"
        queryKey={profileKeys.of(userId, 'exam', exam)}
        load={async () => (await getExamGroup(userId, group)).exams.find((e) => e.exam === exam) ?? null}
        save={(data) => saveExam(userId, exam, data)}
        schema={ExamRecord}
        read={(d) => ({
          status: text(d, 'status'),
          score: numberOr(text(d, 'score')),
          testDate: optional(text(d, 'testDate')),
        })}
        fields={(e) => (
          <>
            <Choice
              name="status"
              label="Status"
              value={e?.status}
              options={[
                { value: 'TAKEN', label: 'Taken' },
                { value: 'BOOKED', label: 'Booked' },
                { value: 'PREPARING', label: 'Preparing' },
              ]}
            />
            <Field
              name="score"
              label={`Score (${EXAMS[exam].min} to ${EXAMS[exam].max}), if taken`}
              type="number"
              value={e?.score}
            />
            <Field name="testDate" label="Test date" type="date" value={e?.testDate} />
          </>
        )}
      />
    </div>
  );
}

function Funds({ userId }: { userId: string }) {
  return (
    <SectionForm
      title="Funding"
      queryKey={profileKeys.of(userId, 'funds')}
      load={() => getFunds(userId)}
      save={(data) => saveFunds(userId, data)}
      schema={FundDetails}
      read={(d) => ({
        sources: d.getAll('sources').map(String),
        annualBudget: { amountMinor: Math.round(Number(text(d, 'budget') || 0) * 100), currency: 'INR' },
      })}
      fields={(f) => (
        <>
          <Choice
            name="sources"
            label="How you will pay (choose one or more)"
            multiple
            values={f?.sources}
            value={undefined}
            options={options(FUND_SOURCES, (s) => s.charAt(0) + s.slice(1).toLowerCase().replace('_', ' '))}
          />
          <Field
            name="budget"
            label="Tuition budget a year, in rupees"
            type="number"
            value={f ? f.annualBudget.amountMinor / 100 : undefined}
          />
        </>
      )}
    />
  );
}

function Preference({ userId }: { userId: string }) {
  return (
    <SectionForm
      title="Study-abroad preferences"
      queryKey={profileKeys.of(userId, 'preference')}
      load={() => getPreference(userId)}
      save={(data) => savePreference(userId, data)}
      schema={StudyAbroadPreference}
      read={(d) => ({
        educationLevel: text(d, 'educationLevel'),
        countries: d.getAll('countries').map(String),
        subjects: d.getAll('subjects').map(String),
        intakeYear: numberOr(text(d, 'intakeYear')),
        intakeMonth: numberOr(text(d, 'intakeMonth')),
      })}
      fields={(p) => (
        <>
          <Choice
            name="educationLevel"
            label="Level"
            value={p?.educationLevel}
            options={options(['MASTERS', 'BACHELORS'] as const, (l) => LEVEL_NAMES[l])}
          />
          <Choice
            name="countries"
            label="Countries (up to 5)"
            multiple
            values={p?.countries}
            value={undefined}
            options={DESTINATIONS.filter((d) => d.iso3 !== 'IND' && d.iso3 !== 'other').map((d) => ({
              value: d.iso3,
              label: d.name,
            }))}
          />
          <Choice
            name="subjects"
            label="Subjects (up to 5)"
            multiple
            values={p?.subjects}
            value={undefined}
            options={PRIMARY_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))}
          />
          <Field name="intakeYear" label="Intake year" type="number" value={p?.intakeYear} />
          <Field
            name="intakeMonth"
            label="Intake month (1 to 12, optional)"
            type="number"
            value={p?.intakeMonth}
          />
        </>
      )}
    />
  );
}

/** The profile forms of `/lead-profile`, then the questions. */
export function LeadProfileForms() {
  return (
    <SignedInOnly>
      {(user) => (
        <div className={styles.area}>
          <Personal userId={user.id} />
          <Education userId={user.id} />
          <Exams userId={user.id} />
          <Funds userId={user.id} />
          <Preference userId={user.id} />
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
