'use client';

import type { UsGpaRequest } from '@meridian/domain/calculators/schemas';
import { CGPA_SCALES, usGpa } from '@meridian/domain/calculators/us-gpa';
import { LiveCalculator } from '@/components/calculators/live-calculator.tsx';
import { NumberField } from '@/components/calculators/number-field.tsx';
import { useLiveForm } from '@/components/calculators/use-live-form.ts';
import styles from '@/components/calculators/calculator.module.css';
import { Select } from '@/components/ui/select.tsx';
import { SaveGpa } from '@/components/calculators/saved-gpa.client.tsx';
import { saveUsGpa } from '@/lib/api/gpa-client.ts';

/** CGPA on an Indian scale to the US 4.0 scale, linearly. */
export function UsGpaForm() {
  const {
    register,
    formState: { errors },
    values,
    request,
  } = useLiveForm<UsGpaRequest, UsGpaRequest>({
    loadSchema: () => import('@meridian/domain/calculators/schemas').then((s) => s.UsGpaRequest),
    defaultValues: { cgpa: 8, scale: 10 },
  });
  const scale = values.scale ?? 10;

  return (
    <LiveCalculator
      id="gpa"
      inputsLabel="CGPA to convert"
      resultTitle="Your US GPA"
      whenInvalid="Correct the highlighted field to see your GPA."
      inputs={
        <>
          <div className={styles.field}>
            <label htmlFor="cgpa-scale">Your grading scale</label>
            <Select id="cgpa-scale" {...register('scale', { setValueAs: Number })}>
              {CGPA_SCALES.map((s) => (
                <option key={s} value={s}>
                  {s}-point scale
                </option>
              ))}
            </Select>
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
        </>
      }
      result={
        request && {
          figures: [{ term: 'GPA on the 4.0 scale', value: usGpa(request).toFixed(2) }],
          details: (
            <>
              <p>
                A CGPA of {request.cgpa} on a {request.scale}-point scale is {usGpa(request).toFixed(2)} on
                the US 4.0 scale: {request.cgpa} ÷ {request.scale} × 4, rounded to two decimals.
              </p>
              <SaveGpa save={() => saveUsGpa(request)} />
            </>
          ),
        }
      }
    />
  );
}
