import { BUSINESS_HOURS } from '@meridian/domain/content/directory';
import { experienceCentres } from '#api/db/schema/appointments.ts';
import { readSampleCentres } from '#api/db/seed/content-files/records.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** The made-up centres' phone (the old helpline's format). */
export const SAMPLE_CENTRE_PHONE = '+9118002102030';

/** A sample centre's slug, by the directory it is listed in and its city. */
export const sampleCentreSlug = (kind: string, citySlug: string) => `${kind}-${citySlug}`;

/**
 * The directories' made-up centres, one per listing, marked as samples: outside production only
 * (admins add the real ones in the console). Open every day, as the directory used to say of all.
 */
export const sampleCentresStep: SeedStep = {
  name: 'sample-centres-v1',
  async run(tx) {
    await tx
      .insert(experienceCentres)
      .values(
        readSampleCentres().map((centre) => ({
          slug: sampleCentreSlug(centre.kind, centre.citySlug),
          name: centre.name,
          citySlug: centre.citySlug,
          address: `${centre.streetAddress}, ${centre.locality}`,
          postalCode: centre.postalCode,
          phone: SAMPLE_CENTRE_PHONE,
          openingHours: { weekdays: [1, 2, 3, 4, 5, 6, 7], ...BUSINESS_HOURS },
          mapUrl: `https://www.openstreetmap.org/?mlat=${centre.latitude}&mlon=${centre.longitude}#map=17/${centre.latitude}/${centre.longitude}`,
          latitude: centre.latitude,
          longitude: centre.longitude,
          offers: [centre.kind],
          sample: true,
        })),
      )
      .onConflictDoNothing();
  },
};
