import type {
  DashboardUniversities,
  DashboardUniversitiesQuery,
} from '@meridian/domain/profile/dashboard-universities';
import type { Db } from '#api/db/client.ts';
import { universityPage } from '#api/modules/pathway/universities/service.ts';
import { readSection } from '#api/modules/user/profile/service.ts';

/**
 * The dashboard's universities: those of the learner's preferred destinations (any, when they chose
 * none) teaching their preferred level, best ranked first; none before preferences are set.
 */
export async function dashboardUniversities(
  db: Db,
  options: { userId: string; query: DashboardUniversitiesQuery },
): Promise<DashboardUniversities> {
  const preference = await readSection(db, { userId: options.userId, section: 'preference' });
  if (!preference) return { basedOn: null, universities: [], total: 0 };
  const { educationLevel, countries } = preference;
  const page = await universityPage(db, {
    scope: { educationLevel, countryIso3s: countries },
    page: { page: 1, size: options.query.length },
  });
  return { basedOn: { educationLevel, countries }, universities: page.items, total: page.total };
}
