import {
  DIRECTORY_SERVICES,
  ratingOf,
  type CityDirectory,
  type DirectoryCities,
  type DirectoryKind,
} from '@meridian/domain/content/directory';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { listDirectoryCentres, type DirectoryCentre } from '#api/modules/lead/centres/service.ts';
import { listReviews } from './repo.ts';

const NEARBY_CITIES = 6;

const INTRO: Record<DirectoryKind, (city: string) => string> = {
  consultant: (city) =>
    `Meet a study-abroad counsellor in ${city} for free: shortlist universities, plan your tests and budget, and get help with applications, loans and visas.`,
  'ielts-coaching': (city) =>
    `Prepare for IELTS Academic or General Training in ${city} with trainers who teach all four modules, weekly mock tests and band-score feedback.`,
};

type CentreCity = DirectoryCentre['city'];

/** The cities of these centres, once each, in the centres' order (by city name). */
function citiesOf(centres: readonly DirectoryCentre[]): Map<string, { city: CentreCity; listings: number }> {
  const cities = new Map<string, { city: CentreCity; listings: number }>();
  for (const { city } of centres) {
    const seen = cities.get(city.slug);
    cities.set(city.slug, { city, listings: (seen?.listings ?? 0) + 1 });
  }
  return cities;
}

const cityRef = ({ slug, name, state }: CentreCity) => ({ slug, name, state });

/** The cities with an active centre listed in this directory: none until an admin adds one. */
export async function listDirectoryCities(db: Db, kind: DirectoryKind): Promise<DirectoryCities> {
  const cities = citiesOf(await listDirectoryCentres(db, kind));
  return { kind, cities: [...cities.values()].map(({ city, listings }) => ({ ...cityRef(city), listings })) };
}

export async function getCityDirectoryOrThrow(
  db: Db,
  kind: DirectoryKind,
  citySlug: string,
): Promise<CityDirectory> {
  const centres = await listDirectoryCentres(db, kind);
  const here = centres.filter((centre) => centre.city.slug === citySlug);
  const city = here[0]?.city;
  if (!city) throw new AppError('NOT_FOUND', `no ${kind} listings in ${citySlug}`);
  // Flat-earth distance is enough to rank the other cities by nearness.
  const distance = (other: CentreCity) =>
    (other.latitude - city.latitude) ** 2 + (other.longitude - city.longitude) ** 2;
  const nearby = [...citiesOf(centres).values()]
    .map((entry) => entry.city)
    .filter((other) => other.slug !== citySlug)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, NEARBY_CITIES);
  const reviews = await listReviews(
    db,
    here.map((centre) => centre.id),
  );
  return {
    kind,
    city: cityRef(city),
    intro: INTRO[kind](city.name),
    listings: here.map((centre) => {
      const own = reviews
        .filter((r) => r.centreId === centre.id)
        .map(({ centreId: _id, ...review }) => review);
      return {
        id: centre.id,
        kind,
        name: centre.name,
        streetAddress: centre.address,
        city: cityRef(city),
        postalCode: centre.postalCode,
        latitude: centre.latitude,
        longitude: centre.longitude,
        phone: centre.phone,
        openingHours: centre.openingHours,
        mapUrl: centre.mapUrl,
        sample: centre.sample,
        ...ratingOf(own),
        reviews: own,
        services: [...DIRECTORY_SERVICES[kind]],
      };
    }),
    nearbyCities: nearby.map(cityRef),
  };
}
