import type { DirectoryKind } from '@meridian/domain/content/directory';
import type { OpeningHours } from '@meridian/domain/lead/opening-hours';
import type { Db } from '#api/db/client.ts';
import { listActiveCentreRows } from './repo.ts';

/** A centre as the directory lists it, with its city. */
export interface DirectoryCentre {
  id: number;
  name: string;
  address: string;
  postalCode: string;
  phone: string;
  openingHours: OpeningHours;
  mapUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  sample: boolean;
  city: { slug: string; name: string; state: string; latitude: number; longitude: number };
}

/** The active centres a directory (consultants or IELTS coaching) lists, by city then name. */
export async function listDirectoryCentres(db: Db, kind: DirectoryKind): Promise<DirectoryCentre[]> {
  return (await listActiveCentreRows(db, kind)).map(({ centre, city }) => ({
    id: centre.id,
    name: centre.name,
    address: centre.address,
    postalCode: centre.postalCode,
    phone: centre.phone,
    openingHours: centre.openingHours,
    mapUrl: centre.mapUrl,
    latitude: centre.latitude,
    longitude: centre.longitude,
    sample: centre.sample,
    city: {
      slug: city.slug,
      name: city.name,
      state: city.state,
      latitude: city.latitude,
      longitude: city.longitude,
    },
  }));
}
