import { z } from 'zod';
import { StoredImage } from '../content/media.ts';
import { EducationLevel } from '../catalogue/level-schema.ts';

/** The parts of the profile a learner fills in, in the order the dashboard lists them. */
export const PROFILE_SECTIONS = [
  { key: 'personal', name: 'Personal details' },
  { key: 'education', name: 'Education' },
  { key: 'exams', name: 'Tests' },
  { key: 'funds', name: 'Funding' },
  { key: 'preference', name: 'Study-abroad preferences' },
  { key: 'questions', name: 'Profile questions' },
] as const;
export type ProfileSectionKey = (typeof PROFILE_SECTIONS)[number]['key'];

/** `GET /user/{userId}/detail` (SPEC.md §7 reads userProfile.interestedEducationLevel). */
export const UserDetail = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string().nullable(),
    /** Whether an OTP to `email` proved it; an unverified address is not matched to bookings or logins. */
    emailVerified: z.boolean(),
    mobile: z.string().nullable(),
    paidUser: z.boolean(),
    userProfile: z.object({
      interestedEducationLevel: EducationLevel.nullable(),
      completed: z.array(
        z.enum(PROFILE_SECTIONS.map((s) => s.key) as [ProfileSectionKey, ...ProfileSectionKey[]]),
      ),
    }),
  })
  .meta({ id: 'UserDetail' });
export type UserDetail = z.infer<typeof UserDetail>;

/** `GET /user/{userId}/counselor`: the counsellor looking after the learner, once one is assigned. */
export const CounsellorDetails = z
  .object({
    counsellor: z
      .object({
        fullName: z.string(),
        email: z.string().nullable(),
        mobile: z.string().nullable(),
        /** Their photo (null: their initials). */
        photo: StoredImage.nullable(),
        since: z.iso.datetime(),
      })
      .nullable(),
  })
  .meta({ id: 'CounsellorDetails' });
export type CounsellorDetails = z.infer<typeof CounsellorDetails>;

/** Share of the profile filled in, as a whole percentage. */
export function profileCompletion(completed: readonly ProfileSectionKey[]): number {
  return Math.round((new Set(completed).size / PROFILE_SECTIONS.length) * 100);
}
