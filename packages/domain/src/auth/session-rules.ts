import type { EducationLevel } from '../catalogue/levels.ts';
import type { UserLite } from './session.ts';

/**
 * SPEC.md §4: a session stays only when the user lite profile has a name and a way to reach the
 * person (email or mobile); otherwise the person is logged out.
 */
export function isUsableUserLite(user: Pick<UserLite, 'fullName' | 'email' | 'mobile'>): boolean {
  return user.fullName.trim() !== '' && Boolean(user.email || user.mobile);
}

/**
 * SPEC.md §4: the education level cookie says BACHELORS for a person interested in bachelor's
 * study (lookup id 44 upstream; stored by name here) and MASTERS for everyone else.
 */
export function educationLevelOf(user: Pick<UserLite, 'extraFields'>): EducationLevel {
  return user.extraFields.interestedEducationLevel === 'BACHELORS' ? 'BACHELORS' : 'MASTERS';
}
