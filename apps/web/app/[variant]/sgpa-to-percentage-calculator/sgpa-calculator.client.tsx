'use client';

import type { SgpaPercentageRequest } from '@meridian/domain/calculators/schemas';
import { sgpaToPercentage, type SgpaFormula } from '@meridian/domain/calculators/sgpa-percentage';
import { LiveCalculator } from '@/components/calculators/live-calculator.tsx';
import { NumberField } from '@/components/calculators/number-field.tsx';
import { useLiveForm } from '@/components/calculators/use-live-form.ts';
import styles from '@/components/calculators/calculator.module.css';
import { Radio } from '@/components/ui/radio.tsx';

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
    formState: { errors },
    request,
  } = useLiveForm<SgpaPercentageRequest, SgpaPercentageRequest>({
    loadSchema: () => import('@meridian/domain/calculators/schemas').then((s) => s.SgpaPercentageRequest),
    defaultValues: { sgpa: 8, formula: 'vtu' },
  });
  const formula = FORMULAS.find((f) => f.id === request?.formula);

  return (
    <LiveCalculator
      id="sgpa"
      inputsLabel="SGPA to convert"
      resultTitle="Your percentage"
      whenInvalid="Correct the highlighted field to see your percentage."
      inputs={
        <>
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
              <Radio
                key={f.id}
                value={f.id}
                {...register('formula')}
                label={
                  <>
                    <span>
                      {f.name} <span className={styles.hint}>— {f.rule}</span>
                    </span>
                  </>
                }
              />
            ))}
          </fieldset>
        </>
      }
      result={
        request &&
        formula && {
          figures: [{ term: 'Percentage', value: `${sgpaToPercentage(request)} %` }],
          details: (
            <p>
              By the {formula.name} formula, {formula.rule}, an SGPA of {request.sgpa} is{' '}
              {sgpaToPercentage(request)} %.
            </p>
          ),
        }
      }
    />
  );
}
