'use client';

import type { AdminAlumnus, AlumnusInput } from '@meridian/domain/alumni/admin';
import { createAlumnus, saveAlumnus } from '@/lib/api/catalogue-admin.ts';
import {
  EmailField,
  FormActions,
  NameField,
  SecondaryButton,
  TextField,
} from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { EMPTY_ALUMNUS, alumnusForm, alumnusFormOf } from './people-forms.ts';
import { SETTINGS_KEY } from './settings-keys.ts';
import styles from '../content/back-office.module.css';

/** The API's refusals a field shows: a university not in the catalogue, an email another alumnus has. */
const API_FIELDS = { universitySlug: 'universitySlug', email: 'email', mobile: 'mobile' } as const;

/** Adds an alumnus, or (given `alumnus`) changes one; the form starts afresh once saved. */
export function AlumnusEditor({
  alumnus,
  onDone,
}: {
  alumnus?: AdminAlumnus | undefined;
  onDone: (saved?: AdminAlumnus) => void;
}) {
  const { save, submit, fieldProps, form, alert } = useSavedForm({
    idPrefix: 'alumnus',
    schema: alumnusForm,
    empty: EMPTY_ALUMNUS,
    values: alumnus && alumnusFormOf(alumnus),
    save: (input: AlumnusInput) => (alumnus ? saveAlumnus(alumnus.id, input) : createAlumnus(input)),
    onSaved: (saved) => {
      form.reset(EMPTY_ALUMNUS);
      onDone(saved);
    },
    refreshes: SETTINGS_KEY,
    apiFields: API_FIELDS,
  });
  const heading = alumnus ? `Change ${alumnus.fullName}` : 'Add an alumnus';
  return (
    <form onSubmit={submit} noValidate className={styles.section} aria-label={heading}>
      <h3>{heading}</h3>
      <NameField {...fieldProps('fullName', 'Full name')} />
      <TextField {...fieldProps('universitySlug', 'University (its address, as in /universities/…)')} />
      <TextField {...fieldProps('course', 'Course')} />
      <TextField {...fieldProps('graduationYear', 'Year of graduation')} inputMode="numeric" />
      <TextField {...fieldProps('currentRole', 'Work now')} />
      <TextField {...fieldProps('hometown', 'Hometown')} />
      <EmailField {...fieldProps('email', 'Email address (private)')} />
      <TextField {...fieldProps('mobile', 'Mobile with country code (private)')} type="tel" inputMode="tel" />
      <Checkbox {...form.register('active')} label="Listed for learners" />
      <FormActions alert={alert}>
        <Button type="submit" disabled={save.isPending}>
          {alumnus ? `Save ${alumnus.fullName}` : 'Add the alumnus'}
        </Button>
        {alumnus && <SecondaryButton onClick={() => onDone()}>Cancel</SecondaryButton>}
      </FormActions>
    </form>
  );
}
