import { z } from 'zod';

/** A senior student at the learner's destination, matched to help before and after they fly. */
export const Buddy = z
  .object({
    fullName: z.string(),
    university: z.string(),
    course: z.string(),
    destination: z.string(),
    about: z.string(),
    assignedAt: z.iso.datetime(),
  })
  .meta({ id: 'Buddy' });
export type Buddy = z.infer<typeof Buddy>;

/** `GET /user/{userId}/buddy`: the learner's buddy, or null while no destination is known. */
export const BuddyAssignment = z
  .object({ buddy: Buddy.nullable(), destination: z.string().nullable() })
  .meta({ id: 'BuddyAssignment' });
export type BuddyAssignment = z.infer<typeof BuddyAssignment>;

/** A message to the buddy, emailed with the learner's contact so the buddy can reply. */
export const BuddyMessage = z
  .object({ message: z.string().trim().min(10).max(2000) })
  .meta({ id: 'BuddyMessage' });
export type BuddyMessage = z.infer<typeof BuddyMessage>;

/** Messages a learner may send their buddy a day (the platform rate limiter counts them). */
export const BUDDY_MESSAGES_PER_DAY = 5;
