import type { FastifyBaseLogger } from 'fastify';
import { formatDate } from '@meridian/domain/format-date';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { findStage } from '@meridian/domain/profile/stages';
import type { Db } from '../../../db/client.ts';
import type { ApiConfig } from '../../../env.ts';
import type { Clock } from '../../../platform/module-deps.ts';
import type { Notifier } from '../../../platform/notifier/notifier.ts';
import { scheduleEvery } from '../../../platform/schedule.ts';
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
 * Sends one reminder for each stage whose deadline is within three days and not yet reminded: by
 * email when the learner has an address, else by SMS. A reminder that cannot be delivered is
 * released, so the next run tries again. Returns how many went.
 */
export async function sendDeadlineReminders(deps: ReminderDeps): Promise<number> {
  const { db, notifier, config, clock, log } = deps;
  const now = clock();
  const until = new Date(now.getTime() + REMINDER_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  let sent = 0;
  for (const due of await listStagesToRemind(db, { until })) {
    const to = due.email ?? due.mobile;
    if (!to || !due.dueOn) continue;
    const key = { applicationId: due.applicationId, stageId: due.stageId };
    if (!(await claimReminder(db, { ...key, at: now }))) continue;
    const stage = findStage(due.stageId);
    const what = `${stage?.name ?? 'A stage'} of your application to ${due.programName} at ${due.universityName}`;
    const body =
      `Hello ${due.fullName}, ${what} is due on ${formatDate(due.dueOn)}. ` +
      `${stage?.nextStep ?? 'Please complete it'}. ` +
      `Your progress: ${siteUrl(config.PUBLIC_WEB_URL, siteRoutes.profile('flying-progress'))}`;
    try {
      await notifier.send({
        channel: due.email ? 'email' : 'sms',
        purpose: 'update',
        to,
        subject: `${config.BRAND_NAME}: ${stage?.name ?? 'Application'} due on ${formatDate(due.dueOn)}`,
        body,
      });
      sent += 1;
    } catch (error) {
      log.warn({ err: error, ...key }, 'deadline reminder not delivered; it will be tried again');
      await claimReminder(db, { ...key, at: null });
    }
  }
  return sent;
}

/** Runs the reminders every `intervalMs` in the API process; returns the function that stops it. */
export function scheduleDeadlineReminders(deps: ReminderDeps, intervalMs = 60 * 60 * 1000): () => void {
  return scheduleEvery(
    { name: 'deadline reminders', run: () => sendDeadlineReminders(deps), intervalMs },
    deps.log,
  );
}
