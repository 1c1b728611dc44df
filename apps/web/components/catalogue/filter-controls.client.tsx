'use client';

import { useState, type FormEvent } from 'react';
import type { CourseFilter, FeeType } from '@meridian/domain/catalogue/course-filter';
import type { CourseFacets, FacetName } from '@meridian/domain/catalogue/schemas';
import { feeRangeText } from '@meridian/domain/catalogue/active-filters';
import { FEE_SLIDER, feeScale } from '@meridian/domain/catalogue/fee-scale';
import { formatEstimate } from '@meridian/domain/catalogue/fee-text';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Chip } from '@/components/ui/chip.tsx';
import { ChoiceFieldset, Field } from '@/components/ui/field.tsx';
import { Radio } from '@/components/ui/radio.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Slider } from '@/components/ui/slider.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { CountryFlag } from '@/components/ui/country-flag.tsx';
import { useViewerRate } from './viewer-rate.client.tsx';
import styles from './catalogue.module.css';

const FACET_TITLES: Record<FacetName, string> = {
  country: 'Country',
  educationLevel: 'Level',
  primaryCategory: 'Subject',
  courseDuration: 'Duration',
  examAccepted: 'Tests accepted',
};

const LIST_FACETS = ['country', 'primaryCategory', 'courseDuration', 'examAccepted'] as const;

function toggled(list: readonly string[] | undefined, value: string): string[] | undefined {
  const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
  return next.length > 0 ? next : undefined;
}

/**
 * The filter's controls, for the side panel (each change applies at once) and the phone's sheet
 * (each change updates a draft): a name search, then each facet with its counts (values with no
 * course, and facets with none left, are not drawn), then fees in the site's currency.
 */
export function FilterControls({
  idPrefix,
  value,
  onChange,
  facets,
  shownFacets,
  showFees,
}: {
  idPrefix: string;
  value: CourseFilter;
  onChange: (next: CourseFilter) => void;
  facets: CourseFacets;
  shownFacets: readonly FacetName[];
  showFees: boolean;
}) {
  const [courseName, setCourseName] = useState(value.courseName ?? '');
  const searchName = (event: FormEvent) => {
    event.preventDefault();
    const name = courseName.trim();
    onChange({ ...value, courseName: name.length >= 2 ? name : undefined });
  };
  const levels = facets.educationLevel.filter((f) => f.count > 0 || value.educationLevel === f.value);
  return (
    <div className={styles.filterControls}>
      <form role="search" onSubmit={searchName} className={styles.nameSearch}>
        <Field id={`${idPrefix}-name`} label="Course name">
          <TextInput
            id={`${idPrefix}-name`}
            type="search"
            value={courseName}
            onChange={(e) => setCourseName(e.target.value)}
            placeholder="e.g. Data Science"
            maxLength={120}
          />
        </Field>
        <Button type="submit">Find</Button>
      </form>
      {shownFacets.includes('educationLevel') && levels.length > 0 && (
        <ChoiceFieldset id={`${idPrefix}-level`} legend={FACET_TITLES.educationLevel}>
          {levels.map((f) => (
            <Radio
              key={f.value}
              name={`${idPrefix}-level`}
              checked={value.educationLevel === f.value}
              onChange={() =>
                onChange({ ...value, educationLevel: f.value as CourseFilter['educationLevel'] })
              }
              label={<FacetLabel label={f.label} count={f.count} />}
            />
          ))}
        </ChoiceFieldset>
      )}
      {LIST_FACETS.filter((name) => shownFacets.includes(name)).map((name) => {
        const chosen = (value[name] as string[] | undefined) ?? [];
        const values = facets[name].filter((f) => f.count > 0 || chosen.includes(f.value));
        if (values.length === 0) return null;
        return (
          <ChoiceFieldset key={name} id={`${idPrefix}-${name}`} legend={FACET_TITLES[name]}>
            {values.map((f) => (
              <Checkbox
                key={f.value}
                checked={chosen.includes(f.value)}
                onChange={() => onChange({ ...value, [name]: toggled(chosen, f.value) })}
                label={
                  <FacetLabel
                    label={f.label}
                    count={f.count}
                    flag={name === 'country' ? { slug: f.value } : undefined}
                  />
                }
              />
            ))}
          </ChoiceFieldset>
        );
      })}
      {showFees && (
        <FeeControls key={value.maxFee ?? 'any'} idPrefix={idPrefix} value={value} onChange={onChange} />
      )}
    </div>
  );
}

function FacetLabel({ label, count, flag }: { label: string; count: number; flag?: { slug: string } }) {
  return (
    <>
      {flag && <CountryFlag country={flag} height={12} className={styles.flag} />}
      {label} <span className={styles.count}>({count.toLocaleString('en-IN')})</span>
    </>
  );
}

/**
 * Tuition in the site's currency (lakh of rupees, millions of dong, riyals; `feeScale`): presets to
 * tap, and a slider for the most a visitor will pay, its top meaning any fee (dearer courses are
 * found with the last preset). The filter keeps whole rupees, which the listing filters on.
 */
function FeeControls({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: CourseFilter;
  onChange: (next: CourseFilter) => void;
}) {
  const viewer = useViewerRate();
  const { rupeesPerStep, presets } = feeScale(viewer);
  const feeType: FeeType = value.fees ?? 'annual';
  const committed = value.maxFee === undefined ? FEE_SLIDER.max : Math.round(value.maxFee / rupeesPerStep);
  // The slider moves freely and applies when let go, so dragging does not reload the list at every step.
  const [steps, setSteps] = useState(committed);
  const any = steps >= FEE_SLIDER.max;
  const rupees = Math.round(steps * rupeesPerStep);
  const apply = (range: { minFee?: number; maxFee?: number }) =>
    onChange({ ...value, fees: feeType, minFee: range.minFee, maxFee: range.maxFee });
  const commitSlider = () => {
    if (steps === committed) return;
    apply({ minFee: undefined, maxFee: any ? undefined : rupees });
  };
  const sliderId = `${idPrefix}-max-fee`;
  const most = formatEstimate(rupees, viewer);
  return (
    <ChoiceFieldset id={`${idPrefix}-fees`} legend="Tuition">
      <div className={styles.feeControls}>
        <Field id={`${idPrefix}-fee-type`} label="Fees">
          <Select
            id={`${idPrefix}-fee-type`}
            value={feeType}
            onChange={(e) => onChange({ ...value, fees: e.target.value as FeeType })}
          >
            <option value="annual">A year</option>
            <option value="total">For the whole course</option>
          </Select>
        </Field>
        <div className={styles.chips} role="group" aria-label="Fee ranges">
          {presets.map((preset) => {
            const on = value.minFee === preset.minFee && value.maxFee === preset.maxFee;
            return (
              <Chip key={feeRangeText(preset)} selected={on} onSelect={() => apply(on ? {} : preset)}>
                {feeRangeText({ ...preset, fees: feeType }, viewer)}
              </Chip>
            );
          })}
        </div>
        <Field id={sliderId} label={any ? 'At most: any fee' : `At most ${most}`}>
          <Slider
            id={sliderId}
            min={FEE_SLIDER.min}
            max={FEE_SLIDER.max}
            step={FEE_SLIDER.step}
            value={steps}
            aria-valuetext={any ? 'Any fee' : viewer ? most : `₹${steps} lakh`}
            onChange={(e) => setSteps(Number(e.target.value))}
            onPointerUp={commitSlider}
            onKeyUp={commitSlider}
          />
        </Field>
      </div>
    </ChoiceFieldset>
  );
}
