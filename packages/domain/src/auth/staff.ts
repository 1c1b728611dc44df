import { z } from 'zod';
import { DialCode, EmailAddress, MobileInput, PersonName, withValidMobile } from '../lead/schemas.ts';
import { PERMISSIONS } from './permissions.ts';

/** The permissions an admin gives staff (`all_user` is a check, never held). */
export const STAFF_PERMISSIONS = [
  PERMISSIONS.admin,
  PERMISSIONS.lmsUser,
  PERMISSIONS.viewRecommendation,
  PERMISSIONS.cmsEditor,
] as const;

export const StaffPermission = z.enum(STAFF_PERMISSIONS, {
  error: `Choose permissions among ${STAFF_PERMISSIONS.join(', ')}`,
});
export type StaffPermission = z.infer<typeof StaffPermission>;

/** The roles the console names, each a set of permissions (a counsellor holds two). */
export const STAFF_ROLES = {
  admin: { label: 'Admin', permissions: [PERMISSIONS.admin] },
  counsellor: { label: 'Counsellor', permissions: [PERMISSIONS.lmsUser, PERMISSIONS.viewRecommendation] },
  editor: { label: 'Content editor', permissions: [PERMISSIONS.cmsEditor] },
} as const satisfies Record<string, { label: string; permissions: readonly StaffPermission[] }>;

export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_KEYS = Object.keys(STAFF_ROLES) as [StaffRole, ...StaffRole[]];

/** The permissions of these roles together, each once. */
export function permissionsOfRoles(roles: readonly StaffRole[]): StaffPermission[] {
  return [...new Set(roles.flatMap((role) => STAFF_ROLES[role].permissions))];
}

/** The roles a person's permissions give: each role of which they hold a permission. */
export function rolesOf(permissions: readonly string[]): StaffRole[] {
  return STAFF_ROLE_KEYS.filter((role) =>
    STAFF_ROLES[role].permissions.some((permission) => permissions.includes(permission)),
  );
}

const Permissions = z
  .array(StaffPermission)
  .max(STAFF_PERMISSIONS.length)
  .transform((list) => [...new Set(list)]);

export const StaffMember = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string().nullable(),
    /** E.164. */
    mobile: z.string().nullable(),
    permissions: z.array(z.string()),
    active: z.boolean(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffList = z.object({ staff: z.array(StaffMember) }).meta({ id: 'StaffList' });
export type StaffList = z.infer<typeof StaffList>;

/**
 * `POST /auth/admin/staff`: the person is found by mobile, or an account is made for them; they
 * log in by OTP like everyone.
 */
export const StaffCreate = withValidMobile(
  z.object({
    fullName: PersonName,
    mobile: MobileInput,
    countryCode: DialCode,
    email: EmailAddress,
    permissions: Permissions.refine((list) => list.length > 0, 'Choose at least one permission'),
  }),
).meta({ id: 'StaffCreate' });
export type StaffCreate = z.output<typeof StaffCreate>;
export type StaffCreateInput = z.input<typeof StaffCreate>;

/** `PUT /auth/admin/staff/{userId}`: `{permissions: []}` makes the person a learner again. */
export const StaffUpdate = z.object({ permissions: Permissions }).meta({ id: 'StaffUpdate' });
export type StaffUpdate = z.output<typeof StaffUpdate>;
