import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { AdminCentre, CentreInput } from '@meridian/domain/lead/centres';
import { experienceCentres } from '#api/db/schema/appointments.ts';
import { refusingDuplicates } from '#api/db/unique-violation.ts';
import { AppError } from '#api/platform/app-error.ts';
import { serialEditing } from '#api/platform/audit/audited-edits.ts';
import {
  cityExists,
  findCentreRow,
  listCentreRows,
  slugTakenByOther,
  upsertCentre,
  type CentreRow,
} from './repo.ts';

type CentreRecord = CentreInput & { id: number };

/** The unique index on centres' slugs, as PostgreSQL names it. */
const CENTRE_SLUG_INDEX = 'experience_centres_slug_unique';

const recordOf = ({ centre }: CentreRow): CentreRecord => ({
  id: centre.id,
  slug: centre.slug,
  name: centre.name,
  citySlug: centre.citySlug,
  address: centre.address,
  postalCode: centre.postalCode,
  phone: centre.phone,
  openingHours: centre.openingHours,
  mapUrl: centre.mapUrl,
  offers: centre.offers,
  active: centre.active,
});

const toAdminCentre = (row: CentreRow): AdminCentre => ({
  ...recordOf(row),
  cityName: row.city.name,
  sample: row.centre.sample,
});

/**
 * Experience centres as audited records (admins only), at `/lead/admin/centres…`: every centre, on
 * and off, by city and name. The directory's and the appointment pages' caches expire on their own
 * (60 s); a switched-off centre's open slots are offered no more.
 */
export const centreEditing = serialEditing({
  entity: 'centre',
  noun: 'a centre',
  permission: PERMISSIONS.admin,
  table: experienceCentres,
  find: findCentreRow,
  listAll: listCentreRows,
  recordOf,
  viewOf: toAdminCentre,
  async save(tx, record: CentreRecord, now) {
    const before = await findCentreRow(tx, record.id);
    if (before && before.centre.slug !== record.slug) {
      throw new AppError(
        'BAD_REQUEST',
        `A centre’s slug cannot change (counsellors’ hours name it): keep ${before.centre.slug}, or add a new centre.`,
        { field: 'slug' },
      );
    }
    const slugTaken = () =>
      new AppError('BAD_REQUEST', `Another centre already has the slug ${record.slug}: choose another.`, {
        field: 'slug',
      });
    if (await slugTakenByOther(tx, record.slug, record.id)) throw slugTaken();
    if (!(await cityExists(tx, record.citySlug))) {
      throw new AppError(
        'BAD_REQUEST',
        `There is no city ${record.citySlug} in the directory: choose one of the listed cities.`,
        { field: 'citySlug' },
      );
    }
    // Another centre made with the slug since the check is refused alike.
    await refusingDuplicates(() => upsertCentre(tx, { ...record, updatedAt: now }), {
      [CENTRE_SLUG_INDEX]: slugTaken,
    });
  },
});
