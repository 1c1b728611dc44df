'use client';

import { useState } from 'react';
import { rolesOf, STAFF_ROLES, type StaffMember } from '@meridian/domain/auth/staff';
import { changeStaff } from '@/lib/api/staff-admin.ts';
import { CheckboxGroup, FormActions, SecondaryButton } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { AuditHistory } from '../content/audit-history.client.tsx';
import { backOfficeKeys } from '../content/back-office-keys.ts';
import { ROLE_OPTIONS } from './add-staff-form.client.tsx';
import { ROLE_API_FIELDS, StaffRolesForm } from './staff-forms.ts';
import styles from './staff.module.css';
import { Button } from '@/components/ui/button.tsx';

/** How the history names a version of a person: their roles then. */
function describeVersion(record: Record<string, unknown>): string {
  const permissions = Array.isArray(record.permissions) ? (record.permissions as string[]) : [];
  const roles = rolesOf(permissions).map((role) => STAFF_ROLES[role].label);
  return `${String(record.fullName ?? '')}: ${roles.length > 0 ? roles.join(', ') : 'a learner'}`;
}

/**
 * A person's roles and their history. Taking every role away makes them a learner again, asked
 * once more before it is saved; it takes effect on their next request.
 */
export function StaffMemberPanel(props: { member: StaffMember; onClose: () => void }) {
  const { member } = props;
  const [confirming, setConfirming] = useState(false);
  const { form, save, fieldProps, alert } = useSavedForm({
    idPrefix: `staff-${member.id}`,
    schema: StaffRolesForm,
    empty: { roles: rolesOf(member.permissions) },
    save: (change) => changeStaff(member.id, change),
    onSaved: (saved, savedForm) => {
      setConfirming(false);
      savedForm.reset({ roles: rolesOf(saved.permissions) });
    },
    refreshes: backOfficeKeys.all,
    apiFields: ROLE_API_FIELDS,
  });
  const submit = form.handleSubmit((change) => {
    if (change.permissions.length === 0 && !confirming) setConfirming(true);
    else save.mutate(change);
  });
  return (
    <section className={styles.panel} aria-labelledby="staff-member-name">
      <div className={styles.row}>
        <h2 id="staff-member-name">{member.fullName}</h2>
        <Button onClick={props.onClose}>Close</Button>
      </div>
      <form onSubmit={submit} noValidate aria-label="Roles">
        <CheckboxGroup {...fieldProps('roles', 'Roles')} legend="Roles" options={ROLE_OPTIONS} />
        {confirming ? (
          <div role="alertdialog" aria-labelledby={`confirm-${member.id}`}>
            <p id={`confirm-${member.id}`}>
              Make {member.fullName} a learner again? They lose the console at their next click.
            </p>
            <FormActions alert={alert}>
              <Button type="submit" disabled={save.isPending}>
                Make a learner again
              </Button>
              <SecondaryButton onClick={() => setConfirming(false)}>Keep their roles</SecondaryButton>
            </FormActions>
          </div>
        ) : (
          <FormActions alert={alert}>
            <Button type="submit" disabled={save.isPending}>
              Save roles
            </Button>
          </FormActions>
        )}
      </form>
      {save.isSuccess && !confirming && <p role="status">Roles of {member.fullName} saved.</p>}
      <AuditHistory entity="staff" entityKey={member.id} describe={describeVersion} />
    </section>
  );
}
