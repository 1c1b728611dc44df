import { StaffList, StaffMember, type StaffCreateInput, type StaffUpdate } from '@meridian/domain/auth/staff';
import { browserClient } from './browser-client.ts';

/** The staff and their roles, `{auth}/admin/staff`, through the same-origin proxy (admins only). */
export function listStaff(): Promise<StaffList> {
  return browserClient.request('auth', '/admin/staff', { schema: StaffList });
}

export function addStaff(person: StaffCreateInput): Promise<StaffMember> {
  return browserClient.request('auth', '/admin/staff', { method: 'POST', body: person, schema: StaffMember });
}

export function changeStaff(userId: string, change: StaffUpdate): Promise<StaffMember> {
  return browserClient.request('auth', `/admin/staff/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: change,
    schema: StaffMember,
  });
}
