'use client';

import { WEEKDAY_NAMES } from '@meridian/domain/lead/opening-hours';
import type { AdminCentre, CentreInput } from '@meridian/domain/lead/centres';
import { createCentre, saveCentre } from '@/lib/api/lead-admin.ts';
import { CheckboxGroup, FormActions, SecondaryButton, TextField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { AuditHistory } from '../content/audit-history.client.tsx';
import { DIRECTORY_NAMES, centreKeys } from './centre-keys.ts';
import { EMPTY_CENTRE, centreForm, centreFormOf } from './centre-form.ts';
import styles from '../content/back-office.module.css';

const WEEKDAYS = WEEKDAY_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
const DIRECTORIES = Object.entries(DIRECTORY_NAMES).map(([value, label]) => ({ value, label }));

/** The API's refusals a field shows: a slug taken or changed, a city not in the directory, any field it checks. */
const API_FIELDS = {
  slug: 'slug',
  name: 'name',
  citySlug: 'citySlug',
  address: 'address',
  postalCode: 'postalCode',
  phone: 'phone',
  'openingHours.weekdays': 'openingHours.weekdays',
  'openingHours.opens': 'openingHours.opens',
  'openingHours.closes': 'openingHours.closes',
  mapUrl: 'mapUrl',
  offers: 'offers',
} as const;

/**
 * Adds an experience centre, or (given `centre`) changes one; its slug cannot change, since
 * counsellors' hours name it. Saved, the list shows it and the form starts afresh.
 */
export function CentreEditor({
  centre,
  onDone,
}: {
  centre?: AdminCentre | undefined;
  /** Called with the saved centre, or with none when the change is cancelled. */
  onDone: (saved?: AdminCentre) => void;
}) {
  const { save, submit, fieldProps, form, alert } = useSavedForm({
    idPrefix: 'centre',
    schema: centreForm,
    empty: EMPTY_CENTRE,
    values: centre && centreFormOf(centre),
    save: (input: CentreInput) => (centre ? saveCentre(centre.id, input) : createCentre(input)),
    onSaved: (saved) => {
      form.reset(EMPTY_CENTRE);
      onDone(saved);
    },
    refreshes: centreKeys.all,
    apiFields: API_FIELDS,
  });
  const heading = centre ? `Change ${centre.name}` : 'Add a centre';
  return (
    <>
      <form onSubmit={submit} noValidate className={styles.section} aria-label={heading}>
        <h3>{heading}</h3>
        {!centre && (
          <TextField
            {...fieldProps(
              'slug',
              'Slug (lowercase letters, digits and hyphens; counsellors’ hours name the centre by it)',
            )}
          />
        )}
        <TextField {...fieldProps('name', 'Name')} />
        <TextField {...fieldProps('citySlug', 'City (its address in the directory, e.g. pune)')} />
        <TextField {...fieldProps('address', 'Street address')} autoComplete="street-address" />
        <TextField {...fieldProps('postalCode', 'PIN code')} inputMode="numeric" />
        <TextField {...fieldProps('phone', 'Phone')} type="tel" inputMode="tel" />
        <CheckboxGroup
          {...fieldProps('openingHours.weekdays', 'Open on')}
          legend="Open on"
          options={WEEKDAYS}
        />
        <TextField {...fieldProps('openingHours.opens', 'Opens at (HH:MM)')} />
        <TextField {...fieldProps('openingHours.closes', 'Closes at (HH:MM)')} />
        <TextField {...fieldProps('mapUrl', 'Map link (https://…, optional)')} type="text" />
        <CheckboxGroup {...fieldProps('offers', 'Listed in')} legend="Listed in" options={DIRECTORIES} />
        <Checkbox {...form.register('active')} label="Open for visits and listed" />
        <FormActions alert={alert}>
          <Button type="submit" disabled={save.isPending}>
            {centre ? `Save ${centre.name}` : 'Add the centre'}
          </Button>
          {centre && <SecondaryButton onClick={() => onDone()}>Cancel</SecondaryButton>}
        </FormActions>
      </form>
      {centre && (
        <AuditHistory
          entity="centre"
          entityKey={String(centre.id)}
          describe={(record) => String(record.name)}
        />
      )}
    </>
  );
}
