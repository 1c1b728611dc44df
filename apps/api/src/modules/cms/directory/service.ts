import {
  ratingOf,
  type CityDirectory,
  type DirectoryCities,
  type DirectoryKind,
} from '@meridian/domain/content/directory';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { findCity, listCitiesWithListings, listListings, listNearbyCities, listReviews } from './repo.ts';

const NEARBY_CITIES = 6;

const INTRO: Record<DirectoryKind, (city: string) => string> = {
  consultant: (city) =>
    `Meet a study-abroad counsellor in ${city} for free: shortlist universities, plan your tests and budget, and get help with applications, loans and visas.`,
  'ielts-coaching': (city) =>
    `Prepare for IELTS Academic or General Training in ${city} with trainers who teach all four modules, weekly mock tests and band-score feedback.`,
};

export async function listDirectoryCities(db: Db, kind: DirectoryKind): Promise<DirectoryCities> {
  return { kind, cities: await listCitiesWithListings(db, kind) };
}

export async function getCityDirectoryOrThrow(
  db: Db,
  kind: DirectoryKind,
  citySlug: string,
): Promise<CityDirectory> {
  const city = await findCity(db, citySlug);
  const listings = city ? await listListings(db, kind, citySlug) : [];
  if (!city || listings.length === 0) throw new AppError('NOT_FOUND', `no ${kind} listings in ${citySlug}`);
  const nearby = await listNearbyCities(db, { kind, from: city, limit: NEARBY_CITIES });
  const reviews = await listReviews(
    db,
    listings.map((l) => l.id),
  );
  const cityRef = { slug: city.slug, name: city.name, state: city.state };
  return {
    kind,
    city: cityRef,
    intro: INTRO[kind](city.name),
    listings: listings.map((l) => {
      const own = reviews.filter((r) => r.listingId === l.id).map(({ listingId: _id, ...review }) => review);
      return {
        id: l.id,
        kind: l.kind,
        name: l.name,
        streetAddress: l.streetAddress,
        locality: l.locality,
        city: cityRef,
        postalCode: l.postalCode,
        latitude: l.latitude,
        longitude: l.longitude,
        phone: l.phone,
        ...ratingOf(own),
        reviews: own,
        services: l.services,
      };
    }),
    nearbyCities: nearby.map(({ slug, name, state }) => ({ slug, name, state })),
  };
}
