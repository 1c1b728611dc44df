import { DESTINATIONS, type Destination } from '@meridian/domain/destinations';
import type { Db } from '#api/db/client.ts';
import { listUserApplications } from '#api/modules/user/applications/service.ts';
import { readSection } from '#api/modules/user/profile/service.ts';

export interface LearnerDestination {
  destination: Destination;
  /** The intake the learner is heading for, and where it was read from. */
  intake: { month: number; year?: number; from: 'application' | 'preference' } | undefined;
}

/**
 * Where the learner is going: their latest application's country and intake, else the first
 * country of their study-abroad preference; undefined while they have named neither.
 */
export async function learnerDestination(db: Db, userId: string): Promise<LearnerDestination | undefined> {
  const latest = (await listUserApplications(db, userId)).at(-1);
  const applied = latest && DESTINATIONS.find((d) => d.name === latest.countryName);
  if (latest && applied) {
    return {
      destination: applied,
      intake: { month: latest.intakeMonth, year: latest.intakeYear, from: 'application' },
    };
  }
  const preference = await readSection(db, { userId, section: 'preference' });
  const preferred = DESTINATIONS.find((d) => d.iso3 === preference?.countries[0]);
  if (!preference || !preferred) return undefined;
  return {
    destination: preferred,
    intake: preference.intakeMonth
      ? { month: preference.intakeMonth, year: preference.intakeYear, from: 'preference' }
      : undefined,
  };
}
