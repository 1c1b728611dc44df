'use client';

import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { EDUCATION_LEVELS, LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import type { AdminProgram, ProgramInput } from '@meridian/domain/catalogue/program-admin';
import { createProgram, saveProgram } from '@/lib/api/catalogue-admin.ts';
import {
  FormActions,
  SecondaryButton,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { catalogueKeys } from './catalogue-keys.ts';
import { EMPTY_PROGRAM, programForm, programFormOf } from './program-form.ts';
import styles from '../content/back-office.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';

const DEGREES = EDUCATION_LEVELS.map((level) => ({ value: level, label: LEVEL_NAMES[level] }));
const CATEGORIES = PRIMARY_CATEGORIES.map((category) => ({ value: category.slug, label: category.name }));

/** The API's refusals a field of the form shows (an unknown university, a currency without a rate). */
const API_FIELDS = {
  slug: 'slug',
  universitySlug: 'universitySlug',
  onlineTuitionCurrency: 'onlineTuitionCurrency',
  destinationTuitionCurrency: 'destinationTuitionCurrency',
} as const;

/**
 * Adds an accelerator program, or (given `program`) changes one; its address cannot change. Saved,
 * it is in the list and, switched on, on the site; the list says so, since the form starts afresh.
 */
export function ProgramEditor({
  program,
  onDone,
}: {
  program?: AdminProgram | undefined;
  /** Called with the saved program, or with none when the change is cancelled. */
  onDone: (saved?: AdminProgram) => void;
}) {
  const { save, submit, fieldProps, form, alert } = useSavedForm({
    idPrefix: 'accelerator-program',
    schema: programForm,
    empty: EMPTY_PROGRAM,
    values: program && programFormOf(program),
    save: (input: ProgramInput) => (program ? saveProgram(program.slug, input) : createProgram(input)),
    onSaved: (saved) => {
      form.reset(EMPTY_PROGRAM);
      onDone(saved);
    },
    refreshes: catalogueKeys.all,
    apiFields: API_FIELDS,
  });
  const heading = program ? `Change ${program.title}` : 'Add a program';
  return (
    <form onSubmit={submit} noValidate className={styles.section} aria-label={heading}>
      <h3>{heading}</h3>
      {!program && <TextField {...fieldProps('slug', 'Address (lowercase letters, digits and hyphens)')} />}
      <TextField {...fieldProps('title', 'Title')} />
      <SelectField {...fieldProps('degree', 'Degree')} options={DEGREES} />
      <SelectField {...fieldProps('category', 'Subject')} options={CATEGORIES} />
      <TextField {...fieldProps('universitySlug', 'University (its address, as in /universities/…)')} />
      <TextAreaField {...fieldProps('about', 'About the program')} rows={4} />
      <TextAreaField {...fieldProps('highlights', 'Highlights (one a line)')} rows={3} />
      <TextField {...fieldProps('onlineMonths', 'Online part, months')} inputMode="numeric" />
      <TextField {...fieldProps('onlineTuitionAmount', 'Online part, tuition')} inputMode="numeric" />
      <TextField {...fieldProps('onlineTuitionCurrency', 'Online part, currency (e.g. USD)')} />
      <TextField {...fieldProps('destinationMonths', 'At the university, months')} inputMode="numeric" />
      <TextField
        {...fieldProps('destinationTuitionAmount', 'At the university, tuition')}
        inputMode="numeric"
      />
      <TextField {...fieldProps('destinationTuitionCurrency', 'At the university, currency (e.g. EUR)')} />
      <TextField {...fieldProps('intakes', 'Intake months (numbers 1 to 12, e.g. 9, 2)')} />
      <Checkbox {...form.register('active')} label="On the site" />
      <FormActions alert={alert}>
        <Button type="submit" disabled={save.isPending}>
          {program ? `Save ${program.title}` : 'Add the program'}
        </Button>
        {program && <SecondaryButton onClick={() => onDone()}>Cancel</SecondaryButton>}
      </FormActions>
    </form>
  );
}
