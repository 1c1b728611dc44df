'use client';

import type { IeltsBandRequest, IeltsBandResponse } from '@meridian/domain/calculators/schemas';
import { ieltsBandResult } from '@meridian/domain/calculators/ielts-result';
import { LiveCalculator } from '@/components/calculators/live-calculator.tsx';
import { NumberField } from '@/components/calculators/number-field.tsx';
import { useLiveForm } from '@/components/calculators/use-live-form.ts';
import { ChartFigure } from '@/components/charts/chart-figure.tsx';
import { SimpleBarChart } from '@/components/charts/on-demand-charts.client.tsx';
import styles from '@/components/calculators/calculator.module.css';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Radio } from '@/components/ui/radio.tsx';

type Mode = 'bands' | 'raw';
type FormValues = {
  mode: Mode;
  listening?: number;
  reading?: number;
  writing: number;
  speaking: number;
  listeningRaw?: number;
  readingRaw?: number;
  module?: 'academic' | 'general';
};

const BAND_HINT = 'Enter a band from 0 to 9 in steps of 0.5.';
const RAW_HINT = 'Enter the number of correct answers, from 0 to 40.';
const SKILLS = ['listening', 'reading', 'writing', 'speaking'] as const;
const band = (value: number) => value.toFixed(1);

/** The rounding in words, so the student sees why their mean became this band. */
function explain(mean: number, overall: number): string {
  const meanText = Number.isInteger(mean * 2) ? band(mean) : String(mean);
  if (mean === overall)
    return `The mean of your four scores is ${meanText}, which is already a half band, so your overall band is ${band(overall)}.`;
  const quarter = (mean * 4) % 2 === 1;
  const rule = !quarter
    ? 'IELTS rounds it to the nearest half band'
    : mean % 1 === 0.25
      ? 'IELTS rounds a mean ending in .25 up to the next half band'
      : 'IELTS rounds a mean ending in .75 up to the next whole band';
  return `The mean of your four scores is ${meanText}; ${rule}, so your overall band is ${band(overall)}.`;
}

/**
 * The request the chosen mode describes: both sets of Listening/Reading fields keep their values
 * when the student switches, but only one set is sent to the shared schema.
 */
function toRequest(values: Partial<FormValues>) {
  const { listening, reading, listeningRaw, readingRaw, module, writing, speaking } = values;
  return values.mode === 'raw'
    ? { listeningRaw, readingRaw, module, writing, speaking }
    : { listening, reading, writing, speaking };
}

export function IeltsBandCalculator() {
  const {
    register,
    formState: { errors },
    values,
    request,
  } = useLiveForm<FormValues, IeltsBandRequest>({
    loadSchema: () => import('@meridian/domain/calculators/schemas').then((s) => s.IeltsBandRequest),
    toRequest,
    defaultValues: {
      mode: 'bands',
      listening: 6.5,
      reading: 6.5,
      writing: 5,
      speaking: 7,
      module: 'academic',
    },
  });
  const mode = values.mode ?? 'bands';
  const result = request ? ieltsBandResult(request) : undefined;
  const message = (field: keyof FormValues, hint: string) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'custom' && error.message ? `${error.message}.` : hint;
  };
  const numeric = { valueAsNumber: true } as const;

  return (
    <LiveCalculator
      id="ielts"
      inputsLabel="IELTS scores"
      resultTitle="Your overall band"
      whenInvalid="Enter all four scores to see your overall band."
      inputs={
        <>
          <fieldset>
            <legend>Listening and Reading scores are</legend>
            <Radio value="bands" {...register('mode')} label="Band scores" />
            <Radio value="raw" {...register('mode')} label="Correct answers out of 40 (practice test)" />
          </fieldset>
          {mode === 'raw' && (
            <div className={styles.field}>
              <label htmlFor="ielts-module">Test module</label>
              <Select id="ielts-module" {...register('module')}>
                <option value="academic">Academic</option>
                <option value="general">General Training</option>
              </Select>
            </div>
          )}
          {mode === 'bands' ? (
            <>
              <NumberField
                id="listening"
                label="Listening band"
                min={0}
                max={9}
                step={0.5}
                error={message('listening', BAND_HINT)}
                {...register('listening', numeric)}
              />
              <NumberField
                id="reading"
                label="Reading band"
                min={0}
                max={9}
                step={0.5}
                error={message('reading', BAND_HINT)}
                {...register('reading', numeric)}
              />
            </>
          ) : (
            <>
              <NumberField
                id="listening-raw"
                label="Listening: correct answers"
                min={0}
                max={40}
                step={1}
                error={message('listeningRaw', RAW_HINT)}
                {...register('listeningRaw', numeric)}
              />
              <NumberField
                id="reading-raw"
                label="Reading: correct answers"
                min={0}
                max={40}
                step={1}
                error={message('readingRaw', RAW_HINT)}
                {...register('readingRaw', numeric)}
              />
            </>
          )}
          <NumberField
            id="writing"
            label="Writing band"
            min={0}
            max={9}
            step={0.5}
            error={message('writing', BAND_HINT)}
            {...register('writing', numeric)}
          />
          <NumberField
            id="speaking"
            label="Speaking band"
            min={0}
            max={9}
            step={0.5}
            error={message('speaking', BAND_HINT)}
            {...register('speaking', numeric)}
          />
        </>
      }
      result={
        result
          ? {
              figures: [{ term: 'Overall band score', value: band(result.overall) }],
              details: <IeltsWorking result={result} />,
            }
          : undefined
      }
    />
  );
}

/** How the overall band was rounded, whether any band was converted, and the four skills charted. */
function IeltsWorking({ result }: { result: IeltsBandResponse }) {
  return (
    <>
      <p>
        {explain((result.listening + result.reading + result.writing + result.speaking) / 4, result.overall)}
      </p>
      {result.convertedFromRaw.length > 0 && (
        <p className={styles.hint}>
          Indicative: the {result.convertedFromRaw.join(' and ')} band
          {result.convertedFromRaw.length > 1 ? 's were' : ' was'} converted from correct answers with the
          published table; the exact cut-offs vary a little from one test version to another.
        </p>
      )}
      <ChartFigure
        id="ielts-chart"
        title="Band by skill"
        summary={`Bar chart: ${SKILLS.map((s) => `${s} ${band(result[s])}`).join(', ')}; overall ${band(result.overall)}.`}
        chart={
          <SimpleBarChart
            data={[
              ...SKILLS.map((s) => ({ label: s[0]!.toUpperCase() + s.slice(1), value: result[s] })),
              { label: 'Overall', value: result.overall },
            ]}
            format={band}
            domain={[0, 9]}
          />
        }
        table={
          <table>
            <ColumnHeads names={['Skill', 'Band']} />
            <tbody>
              {SKILLS.map((s) => (
                <tr key={s}>
                  <th scope="row">{s[0]!.toUpperCase() + s.slice(1)}</th>
                  <td>{band(result[s])}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Overall</th>
                <td>{band(result.overall)}</td>
              </tr>
            </tbody>
          </table>
        }
      />
    </>
  );
}
