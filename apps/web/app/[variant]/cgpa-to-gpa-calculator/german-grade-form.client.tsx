'use client';

import type { GermanGradeRequest, GradingSystem } from '@meridian/domain/calculators/schemas';
import { bavarianFormula, germanGrade } from '@meridian/domain/calculators/german-grade';
import { LiveCalculator } from '@/components/calculators/live-calculator.tsx';
import { NumberField } from '@/components/calculators/number-field.tsx';
import { useLiveForm } from '@/components/calculators/use-live-form.ts';
import styles from '@/components/calculators/calculator.module.css';
import { Select } from '@/components/ui/select.tsx';
import { SaveGpa } from '@/components/calculators/saved-gpa.client.tsx';
import { saveGermanGrade } from '@/lib/api/gpa-client.ts';

const HINTS = {
  grade: 'Enter your grade, from 0 up to the best possible grade.',
  maxGrade: 'Enter the best grade your system awards, above 0.',
  minPassGrade: 'Enter the lowest passing grade, below the best possible grade.',
} as const;

/** Any grade to the German 1.0–4.0 scale with the modified Bavarian formula. */
export function GermanGradeForm(props: { systems: readonly GradingSystem[] }) {
  const withPassMark = props.systems.filter((s) => s.minPassGrade !== null);
  const first = withPassMark[0];
  const {
    register,
    setValue,
    formState: { errors },
    request,
  } = useLiveForm<GermanGradeRequest, GermanGradeRequest>({
    loadSchema: () => import('@meridian/domain/calculators/schemas').then((s) => s.GermanGradeRequest),
    defaultValues: { grade: 7.5, maxGrade: first?.maxGrade ?? 10, minPassGrade: first?.minPassGrade ?? 4 },
  });

  const chooseSystem = (id: string) => {
    const system = withPassMark.find((s) => s.id === id);
    if (!system || system.minPassGrade === null) return;
    setValue('maxGrade', system.maxGrade, { shouldValidate: true });
    setValue('minPassGrade', system.minPassGrade, { shouldValidate: true });
  };

  return (
    <LiveCalculator
      id="german"
      inputsLabel="Grade to convert"
      resultTitle="Your German grade"
      whenInvalid="Correct the highlighted field to see your German grade."
      inputs={
        <>
          <div className={styles.field}>
            <label htmlFor="grading-system">Your grading system</label>
            <Select
              id="grading-system"
              defaultValue={first?.id}
              onChange={(e) => chooseSystem(e.target.value)}
            >
              {withPassMark.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
            <span className={styles.hint}>
              Fills in the best and pass grades; change them to match your transcript.
            </span>
          </div>
          <NumberField
            id="grade"
            label="Your grade"
            min={0}
            step={0.01}
            error={errors.grade && HINTS.grade}
            {...register('grade', { valueAsNumber: true })}
          />
          <NumberField
            id="max-grade"
            label="Best possible grade"
            min={0}
            step={0.01}
            error={errors.maxGrade && HINTS.maxGrade}
            {...register('maxGrade', { valueAsNumber: true })}
          />
          <NumberField
            id="min-pass-grade"
            label="Lowest passing grade"
            min={0}
            step={0.01}
            error={errors.minPassGrade && HINTS.minPassGrade}
            {...register('minPassGrade', { valueAsNumber: true })}
          />
        </>
      }
      result={
        request && {
          figures: [{ term: 'German grade (1.0 best, 4.0 pass)', value: germanGrade(request).toFixed(1) }],
          details: (
            <>
              <p>
                1 + 3 × ({request.maxGrade} − {request.grade}) ÷ ({request.maxGrade} − {request.minPassGrade})
                = {bavarianFormula(request).toFixed(3)}, which the KMK rule truncates to one decimal and keeps
                within 1.0–4.0: your grade is {germanGrade(request).toFixed(1)}.
              </p>
              <SaveGpa save={() => saveGermanGrade(request)} />
            </>
          ),
        }
      }
    />
  );
}
