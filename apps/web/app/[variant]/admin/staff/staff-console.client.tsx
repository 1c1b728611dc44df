'use client';

import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rolesOf, STAFF_ROLES, type StaffMember } from '@meridian/domain/auth/staff';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-list.ts';
import { listStaff } from '@/lib/api/staff-admin.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { columnBuilders } from '@/components/ui/table-columns.ts';
import { backOfficeKeys } from '../content/back-office-keys.ts';
import { AddStaff } from './add-staff-form.client.tsx';
import { StaffMemberPanel } from './staff-member.client.tsx';
import styles from './staff.module.css';
import { Button } from '@/components/ui/button.tsx';

const roleText = (member: StaffMember) =>
  rolesOf(member.permissions)
    .map((role) => STAFF_ROLES[role].label)
    .join(', ') || '—';

function staffColumns(open: (id: string) => void): TableColumn<StaffMember>[] {
  const column = columnBuilders<StaffMember>();
  return [
    {
      id: 'fullName',
      header: 'Name',
      value: (member) => member.fullName,
      cell: (member) => (
        <Button variant="link" onClick={() => open(member.id)}>
          {member.fullName}
        </Button>
      ),
    },
    column.text('mobile', 'Mobile', (member) => member.mobile ?? '—'),
    column.text('email', 'Email', (member) => member.email ?? '—'),
    column.text('roles', 'Roles', roleText),
    column.text('active', 'Active', (member) => (member.active ? 'Yes' : 'No')),
  ];
}

/** Staff: everyone holding a role, adding a person, and each person's roles with their history. */
export function StaffConsole(props: {
  phoneOptions: readonly PhoneCountryOption[];
  defaultCountry: PhoneCountry;
}) {
  const [openId, setOpenId] = useState<string | undefined>();
  const staff = useQuery({ queryKey: backOfficeKeys.list('staff'), queryFn: listStaff });
  const columns = useMemo(() => staffColumns(setOpenId), []);
  const address = useWholeListAddress(columns);
  const open = staff.data?.staff.find((member) => member.id === openId);
  return (
    <RefusedAccess error={staff.error} title="This page is for administrators">
      <div className={styles.page}>
        <h1>Staff</h1>
        <DataTable
          caption="Staff"
          captionHidden
          search="Search staff"
          columns={columns}
          rows={staff.data?.staff}
          rowKey={(member) => member.id}
          address={address}
          paging={{ by: 'table', size: 50 }}
          empty="Nobody holds a role yet."
          error={staff.error}
          currentKey={openId}
        />
        <div className={styles.columns}>
          {open && <StaffMemberPanel key={open.id} member={open} onClose={() => setOpenId(undefined)} />}
          <AddStaff {...props} onAdded={(member) => setOpenId(member.id)} />
        </div>
      </div>
    </RefusedAccess>
  );
}
