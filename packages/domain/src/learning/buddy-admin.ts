import { z } from 'zod';
import { DestinationSlugSchema } from '../destination-schemas.ts';
import { EmailAddress } from '../lead/schemas.ts';

/** A buddy as the console adds and edits them: matched with learners going to their destination. */
const BuddyInputFields = z.object({
  fullName: z.string().trim().min(2).max(120),
  email: EmailAddress,
  destination: DestinationSlugSchema,
  university: z.string().trim().min(2).max(160),
  course: z.string().trim().min(2).max(160),
  about: z.string().trim().min(10).max(2000),
  /** Off: matched with no new learner (those already matched keep them). */
  active: z.boolean(),
});
export const BuddyInput = BuddyInputFields.meta({ id: 'BuddyEdit' });
export type BuddyInput = z.infer<typeof BuddyInput>;

export const AdminBuddy = BuddyInputFields.extend({ id: z.number().int().positive() }).meta({
  id: 'AdminBuddy',
});
export type AdminBuddy = z.infer<typeof AdminBuddy>;

export const AdminBuddyList = z.object({ items: z.array(AdminBuddy) }).meta({ id: 'AdminBuddyList' });
export type AdminBuddyList = z.infer<typeof AdminBuddyList>;
