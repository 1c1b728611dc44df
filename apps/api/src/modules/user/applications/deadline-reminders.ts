import type { FastifyBaseLogger } from 'fastify';
import { formatDate } from '@meridian/domain/format-date';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { findStage } from '@meridian/domain/profile/stages';
import type { Db } from '#api/db/client.ts';
import type { ApiConfig } from '#api/env.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import type { Notifier } from '#api/platform/notifier/notifier.ts';
import { scheduleEvery } from '#api/platform/schedule.ts';
import { claimReminder, listStagesToRemind } from './repo.ts';

/** A deadline is announced this many days ahead (and at once if it is nearer when it is set). */
export const REMINDER_DAYS_AHEAD = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReminderDeps {
  db: Db;
  notifier: Notifier;
  config: Pick<ApiConfig, 'BRAND_NAME' | 'PUBLIC_WEB_URL'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Queues one reminder for each stage whose deadline is within three days and not yet reminded: by
 * email when the learner has an address, else by SMS. The claim and the reminder commit together,
 * so a reminder is queued once (the outbox retries its delivery). Returns how many were queued.
 */
export async function sendDeadlineReminders(deps: ReminderDeps): Promise<number> {
  const { db, notifier, config, clock } = deps;
  const now = clock();
  const until = new Date(now.getTime() + REMINDER_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  let sent = 0;
  for (const due of await listStagesToRemind(db, { until })) {
    const to = due.email ?? due.mobile;
    if (!to || !due.dueOn) continue;
    const key = { applicationId: due.applicationId, stageId: due.stageId };
    const stage = findStage(due.stageId);
    const what = `${stage?.name ?? 'A stage'} of your application to ${due.programName} at ${due.universityName}`;
    const dueOn = formatDate(due.dueOn);
    const body =
      `Hello ${due.fullName}, ${what} is due on ${dueOn}. ` +
      `${stage?.nextStep ?? 'Please complete it'}. ` +
      `Your progress: ${siteUrl(config.PUBLIC_WEB_URL, siteRoutes.profile('flying-progress'))}`;
    const queued = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, { ...key, at: now }))) return false;
      await notifier.enqueue(tx, {
        channel: due.email ? 'email' : 'sms',
        purpose: 'update',
        to,
        subject: `${config.BRAND_NAME}: ${stage?.name ?? 'Application'} due on ${dueOn}`,
        body,
      });
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent > 0) notifier.kick();
  return sent;
}

/** Runs the reminders every `intervalMs` in the API process; returns the function that stops it. */
export function scheduleDeadlineReminders(deps: ReminderDeps, intervalMs = 60 * 60 * 1000): () => void {
  return scheduleEvery(
    { name: 'deadline reminders', run: () => sendDeadlineReminders(deps), intervalMs },
    deps.log,
  );
}
