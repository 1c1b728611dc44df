import { z } from 'zod';
import { STAFF_ROLE_KEYS, StaffCreate, StaffUpdate, permissionsOfRoles } from '@meridian/domain/auth/staff';

/** The roles chosen as checkboxes; the API takes their permissions. */
const Roles = z.array(z.enum(STAFF_ROLE_KEYS));

/** Adding a person: their contact and at least one role, sent as the domain's `StaffCreate`. */
export const AddStaffForm = z
  .object({
    fullName: z.string(),
    countryCode: z.string(),
    mobile: z.string(),
    email: z.string(),
    roles: Roles.min(1, 'Choose at least one role'),
  })
  .transform(({ roles, ...person }) => ({ ...person, permissions: permissionsOfRoles(roles) }))
  .pipe(StaffCreate);
export type AddStaffFields = z.input<typeof AddStaffForm>;

/** A person's roles; none makes them a learner again. */
export const StaffRolesForm = z
  .object({ roles: Roles })
  .transform(({ roles }) => ({ permissions: permissionsOfRoles(roles) }))
  .pipe(StaffUpdate);
export type StaffRolesFields = z.input<typeof StaffRolesForm>;

/** The API names a refused permission change `permissions`; the form shows it by the roles. */
export const ROLE_API_FIELDS = { permissions: 'roles' } as const;
