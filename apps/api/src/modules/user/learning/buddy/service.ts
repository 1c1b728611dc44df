import type { BuddyAssignment } from '@meridian/domain/learning/buddy';
import { findDestination } from '@meridian/domain/destinations';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { AppError } from '#api/platform/app-error.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { learnerDestination } from '#api/modules/user/learning/learner-destination.ts';
import { paidLearnerOrThrow } from '#api/modules/user/learning/paid-learner.ts';
import { findAssignedBuddy, findLeastBusyBuddy, insertAssignment } from './repo.ts';

type Assigned = NonNullable<Awaited<ReturnType<typeof findAssignedBuddy>>>;

function toAssignment({ buddy, assignedAt }: Assigned): BuddyAssignment {
  return {
    destination: findDestination(buddy.destination)?.name ?? buddy.destination,
    buddy: {
      fullName: buddy.fullName,
      university: buddy.university,
      course: buddy.course,
      destination: findDestination(buddy.destination)?.name ?? buddy.destination,
      about: buddy.about,
      assignedAt: assignedAt.toISOString(),
    },
  };
}

/** The learner's buddy, matched on first look with a senior student of their destination. */
async function assignedBuddy(deps: Pick<ModuleDeps, 'db' | 'clock'>, userId: string) {
  const existing = await findAssignedBuddy(deps.db, userId);
  if (existing) return { assigned: existing, destination: undefined };
  const going = await learnerDestination(deps.db, userId);
  if (!going) return { assigned: undefined, destination: undefined };
  const buddy = await findLeastBusyBuddy(deps.db, going.destination.slug);
  if (buddy) await insertAssignment(deps.db, { userId, buddyId: buddy.id, assignedAt: deps.clock() });
  return { assigned: await findAssignedBuddy(deps.db, userId), destination: going.destination.name };
}

/**
 * `GET /user/{userId}/buddy`: the paid learner's buddy; none while the learner has named no
 * destination (an application or a preference), or while no senior student of theirs volunteers.
 */
export async function getBuddy(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  userId: string,
): Promise<BuddyAssignment> {
  await paidLearnerOrThrow(deps.db, userId);
  const { assigned, destination } = await assignedBuddy(deps, userId);
  return assigned ? toAssignment(assigned) : { buddy: null, destination: destination ?? null };
}

/**
 * `POST /user/{userId}/buddy/messages`: emails the buddy the learner's message with the learner's
 * contact to reply to; the buddy's own address is never shown to the learner.
 */
export async function messageBuddy(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'notifier' | 'config'>,
  options: { userId: string; message: string },
): Promise<void> {
  const learner = await paidLearnerOrThrow(deps.db, options.userId);
  const assigned = await findAssignedBuddy(deps.db, options.userId);
  if (!assigned) throw new AppError('NOT_FOUND', 'no buddy matched yet');
  const replyTo = [learner.email, learner.mobile].filter(Boolean).join(' or ');
  // The message is the only change: it is queued in a transaction of its own and sent after it.
  await deps.db.transaction((tx) =>
    deps.notifier.enqueue(tx, {
      channel: 'email',
      purpose: 'requested',
      to: assigned.buddy.email,
      subject: `${deps.config.BRAND_NAME} Buddy: a message from ${learner.fullName}`,
      body: [
        `Hi ${assigned.buddy.fullName},`,
        '',
        `${learner.fullName}, the learner you are buddy to, writes:`,
        '',
        options.message,
        '',
        `Reply to them at ${replyTo}.`,
        `Thank you for helping. ${siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.home())}`,
      ].join('\n'),
    }),
  );
  deps.notifier.kick();
}
