'use client';

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SgpaPercentageRequest } from '@meridian/domain/calculators/schemas';
import { sgpaToPercentage, type SgpaFormula } from '@meridian/domain/calculators/sgpa-percentage';
import { NumberField } from '@/components/calculators/number-field.tsx';
import styles from '@/components/calculators/calculator.module.css';

/** Who uses which formula, in the words shown next to each choice. */
const FORMULAS: readonly { id: SgpaFormula; name: string; rule: string }[] = [
  { id: 'vtu', name: 'VTU (Visvesvaraya Technological University)', rule: '(SGPA − 0.75) × 10' },
  { id: 'cbse', name: 'CBSE and universities that follow its factor', rule: '9.5 × SGPA' },
  { id: 'mumbai', name: 'University of Mumbai', rule: '7.1 × SGPA + 11, rounded up to a whole number' },
  { id: 'linear', name: 'Anna University and others with no published factor', rule: 'SGPA × 10' },
];

export function SgpaCalculator() {
  const {
    register,
    control,
    formState: { errors },
  } = useForm<SgpaPercentageRequest>({
    resolver: zodResolver(SgpaPercentageRequest),
    mode: 'onChange',
    defaultValues: { sgpa: 8, formula: 'vtu' },
  });
  const values = useWatch({ control });
  const parsed = SgpaPercentageRequest.safeParse(values);
  const percentage = parsed.success ? sgpaToPercentage(parsed.data) : undefined;
  const formula = FORMULAS.find((f) => f.id === values.formula);

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        onSubmit={(e) => e.preventDefault()}
        noValidate
        aria-label="SGPA to convert"
      >
        <NumberField
          id="sgpa"
          label="Your SGPA or CGPA (out of 10)"
          min={0}
          max={10}
          step={0.01}
          error={errors.sgpa ? 'Enter an SGPA from 0 to 10.' : undefined}
          {...register('sgpa', { valueAsNumber: true })}
        />
        <fieldset>
          <legend>Your university’s formula</legend>
          {FORMULAS.map((f) => (
            <label key={f.id} className={styles.choice}>
              <input type="radio" value={f.id} {...register('formula')} />
              <span>
                {f.name} <span className={styles.hint}>— {f.rule}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </form>
      <section className={styles.result} aria-labelledby="sgpa-result-title" aria-live="polite">
        <h2 id="sgpa-result-title">Your percentage</h2>
        {percentage !== undefined && parsed.success && formula ? (
          <>
            <dl className={styles.figures}>
              <div>
                <dt>Percentage</dt>
                <dd>{percentage} %</dd>
              </div>
            </dl>
            <p>
              By the {formula.name} formula, {formula.rule}, an SGPA of {parsed.data.sgpa} is {percentage} %.
            </p>
          </>
        ) : (
          <p>Correct the highlighted field to see your percentage.</p>
        )}
      </section>
    </div>
  );
}
