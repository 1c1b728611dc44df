'use client';

import { DESTINATIONS } from '@meridian/domain/destinations';
import type { AdminBuddy, BuddyInput } from '@meridian/domain/learning/buddy-admin';
import { createBuddy, saveBuddy } from '@/lib/api/catalogue-admin.ts';
import {
  EmailField,
  FormActions,
  NameField,
  SecondaryButton,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { EMPTY_BUDDY, buddyForm, buddyFormOf } from './people-forms.ts';
import { SETTINGS_KEY } from './settings-keys.ts';
import styles from '../content/back-office.module.css';

const DESTINATION_OPTIONS = DESTINATIONS.map((d) => ({ value: d.slug, label: d.name }));

/** The API's refusal a field shows: an email another buddy has. */
const API_FIELDS = { email: 'email' } as const;

/** Adds a buddy, or (given `buddy`) changes one; the form starts afresh once saved. */
export function BuddyEditor({
  buddy,
  onDone,
}: {
  buddy?: AdminBuddy | undefined;
  onDone: (saved?: AdminBuddy) => void;
}) {
  const { save, submit, fieldProps, form, alert } = useSavedForm({
    idPrefix: 'buddy',
    schema: buddyForm,
    empty: EMPTY_BUDDY,
    values: buddy && buddyFormOf(buddy),
    save: (input: BuddyInput) => (buddy ? saveBuddy(buddy.id, input) : createBuddy(input)),
    onSaved: (saved) => {
      form.reset(EMPTY_BUDDY);
      onDone(saved);
    },
    refreshes: SETTINGS_KEY,
    apiFields: API_FIELDS,
  });
  const heading = buddy ? `Change ${buddy.fullName}` : 'Add a buddy';
  return (
    <form onSubmit={submit} noValidate className={styles.section} aria-label={heading}>
      <h3>{heading}</h3>
      <NameField {...fieldProps('fullName', 'Full name')} />
      <EmailField {...fieldProps('email', 'Email address')} />
      <SelectField
        {...fieldProps('destination', 'Destination')}
        placeholder="Choose a destination"
        options={DESTINATION_OPTIONS}
      />
      <TextField {...fieldProps('university', 'University')} />
      <TextField {...fieldProps('course', 'Course')} />
      <TextAreaField {...fieldProps('about', 'About them (learners read this)')} rows={4} />
      <Checkbox {...form.register('active')} label="Matched with new learners" />
      <FormActions alert={alert}>
        <Button type="submit" disabled={save.isPending}>
          {buddy ? `Save ${buddy.fullName}` : 'Add the buddy'}
        </Button>
        {buddy && <SecondaryButton onClick={() => onDone()}>Cancel</SecondaryButton>}
      </FormActions>
    </form>
  );
}
