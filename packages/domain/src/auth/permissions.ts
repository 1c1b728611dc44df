/** SPEC.md §6: the permission names a login token can carry. */
export const PERMISSIONS = {
  /** A counsellor or operator of the learning platform. */
  lmsUser: 'lms_user',
  /** May read and change learners' course recommendations (counsellors). */
  viewRecommendation: 'view_recommendation',
  /** May edit site content in the back office. */
  cmsEditor: 'cms_editor',
  /** Runs the business: staff and their permissions, operations settings (issue 30). */
  admin: 'admin',
  /** Required by a check that every signed-in person passes. */
  allUser: 'all_user',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** The permissions that make someone staff rather than a learner (SPEC.md §6 "internal user"). */
export const INTERNAL_PERMISSIONS: readonly string[] = [PERMISSIONS.lmsUser, PERMISSIONS.viewRecommendation];

/**
 * SPEC.md §6: passes when any required permission is held, or when `all_user` is one of them. An
 * admin runs the business and passes every check (issue 30); learners' files still follow
 * `mayActOnLearner`.
 */
export function hasPermission(held: readonly string[], required: readonly string[]): boolean {
  if (required.length > 0 && held.includes(PERMISSIONS.admin)) return true;
  return required.some((permission) => permission === PERMISSIONS.allUser || held.includes(permission));
}

/** SPEC.md §6: an internal user holds `lms_user` or `view_recommendation`. */
export function isInternalUser(permissions: readonly string[]): boolean {
  return hasPermission(permissions, INTERNAL_PERMISSIONS);
}
