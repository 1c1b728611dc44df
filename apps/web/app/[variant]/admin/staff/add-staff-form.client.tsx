'use client';

import { STAFF_ROLE_KEYS, STAFF_ROLES, type StaffMember } from '@meridian/domain/auth/staff';
import { dialCodeOf, type PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-list.ts';
import { addStaff } from '@/lib/api/staff-admin.ts';
import { CheckboxGroup, EmailField, FormActions, NameField } from '@/components/forms/fields.tsx';
import { PhoneField } from '@/components/forms/phone-field.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { usePhoneCountry } from '@/components/forms/use-phone-country.ts';
import { backOfficeKeys } from '../content/back-office-keys.ts';
import { AddStaffForm, ROLE_API_FIELDS, type AddStaffFields } from './staff-forms.ts';
import styles from './staff.module.css';
import { Button } from '@/components/ui/button.tsx';

export const ROLE_OPTIONS = STAFF_ROLE_KEYS.map((role) => ({ value: role, label: STAFF_ROLES[role].label }));

/** Adds a person by mobile with their roles; they log in by OTP like everyone. */
export function AddStaff(props: {
  phoneOptions: readonly PhoneCountryOption[];
  defaultCountry: PhoneCountry;
  onAdded: (member: StaffMember) => void;
}) {
  const empty: AddStaffFields = {
    fullName: '',
    countryCode: dialCodeOf(props.defaultCountry),
    mobile: '',
    email: '',
    roles: [],
  };
  const { form, save, submit, fieldProps, alert } = useSavedForm({
    idPrefix: 'add-staff',
    schema: AddStaffForm,
    empty,
    save: addStaff,
    onSaved: (member, saved) => {
      saved.reset(empty);
      props.onAdded(member);
    },
    refreshes: backOfficeKeys.all,
    apiFields: { fullName: 'fullName', mobile: 'mobile', email: 'email', ...ROLE_API_FIELDS },
  });
  const phone = usePhoneCountry(form, props.defaultCountry);
  const mobile = fieldProps('mobile', 'Mobile number');
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="add-staff-title">
      <h2 id="add-staff-title">Add a person</h2>
      <NameField {...fieldProps('fullName', 'Full name')} />
      <PhoneField
        idPrefix="add-staff"
        options={props.phoneOptions}
        {...phone}
        mobile={mobile.registration}
        error={mobile.error}
      />
      <EmailField {...fieldProps('email', 'Email address')} />
      <CheckboxGroup {...fieldProps('roles', 'Roles')} legend="Roles" options={ROLE_OPTIONS} />
      <FormActions alert={alert}>
        <Button type="submit" disabled={save.isPending}>
          Add person
        </Button>
      </FormActions>
      {save.isSuccess && <p role="status">{save.data.fullName} can now log in with their mobile.</p>}
    </form>
  );
}
