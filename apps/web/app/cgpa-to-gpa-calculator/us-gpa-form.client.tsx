'use client';

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UsGpaRequest } from '@meridian/domain/calculators/schemas';
import { CGPA_SCALES, usGpa } from '@meridian/domain/calculators/us-gpa';
import { NumberField } from '@/components/calculators/number-field.tsx';
import styles from '@/components/calculators/calculator.module.css';

/** CGPA on an Indian scale to the US 4.0 scale, linearly. */
export function UsGpaForm() {
  const {
    register,
    control,
    formState: { errors },
  } = useForm<UsGpaRequest>({
    resolver: zodResolver(UsGpaRequest),
    mode: 'onChange',
    defaultValues: { cgpa: 8, scale: 10 },
  });
  const values = useWatch({ control });
  const parsed = UsGpaRequest.safeParse(values);
  const gpa = parsed.success ? usGpa(parsed.data) : undefined;
  const scale = values.scale ?? 10;

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        onSubmit={(e) => e.preventDefault()}
        noValidate
        aria-label="CGPA to convert"
      >
        <div className={styles.field}>
          <label htmlFor="cgpa-scale">Your grading scale</label>
          <select id="cgpa-scale" {...register('scale', { setValueAs: Number })}>
            {CGPA_SCALES.map((s) => (
              <option key={s} value={s}>
                {s}-point scale
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id="cgpa"
          label="Your CGPA"
          min={0}
          max={scale}
          step={0.01}
          error={errors.cgpa ? `Enter a CGPA from 0 to ${scale}.` : undefined}
          {...register('cgpa', { valueAsNumber: true })}
        />
      </form>
      <section className={styles.result} aria-labelledby="gpa-result-title" aria-live="polite">
        <h2 id="gpa-result-title">Your US GPA</h2>
        {gpa !== undefined && parsed.success ? (
          <>
            <dl className={styles.figures}>
              <div>
                <dt>GPA on the 4.0 scale</dt>
                <dd>{gpa.toFixed(2)}</dd>
              </div>
            </dl>
            <p>
              A CGPA of {parsed.data.cgpa} on a {parsed.data.scale}-point scale is {gpa.toFixed(2)} on the US
              4.0 scale: {parsed.data.cgpa} ÷ {parsed.data.scale} × 4, rounded to two decimals.
            </p>
          </>
        ) : (
          <p>Correct the highlighted field to see your GPA.</p>
        )}
      </section>
    </div>
  );
}
