import { z } from 'zod';

// A shortlist's own shapes, apart from the course cards': the guest's shortlist is read on every
// page, and the cards' schemas bring the lead forms' rules (and libphonenumber's metadata) with them.

/** SPEC.md §4: favourites are `{id, type}`; a course or an accelerator program. */
export const FavouriteType = z.enum(['COURSE', 'PROGRAM']);
export type FavouriteType = z.infer<typeof FavouriteType>;

/** `POST /user/{userId}/course` (SPEC.md §3 favourite course shape). */
export const FavouriteToggle = z
  .object({ courseId: z.number().int().positive(), favourite: z.boolean(), type: FavouriteType })
  .meta({ id: 'FavouriteToggle' });
export type FavouriteToggle = z.infer<typeof FavouriteToggle>;

export const Favourite = z.object({ id: z.number().int(), type: FavouriteType }).meta({ id: 'Favourite' });
export type Favourite = z.infer<typeof Favourite>;

export const FavouriteToggleResponse = z
  .object({ status: z.literal(true), favourite: Favourite.nullable() })
  .meta({ id: 'FavouriteToggleResponse' });

/**
 * `GET /user/{userId}/course/favourite`: newest first, with what a card shows and the slugs its
 * address is built from (a course's with its university's and country's; a program's alone).
 */
export const FavouriteList = z
  .object({
    favourites: z.array(
      Favourite.extend({
        title: z.string(),
        university: z.string(),
        countryName: z.string(),
        slug: z.string(),
        universitySlug: z.string(),
        countrySlug: z.string(),
      }),
    ),
  })
  .meta({ id: 'FavouriteList' });
export type FavouriteList = z.infer<typeof FavouriteList>;

/** One item of a shortlist: what its card shows and the slugs of its address. */
export type ShortlistEntry = FavouriteList['favourites'][number];

/** The shortlist entry of a course or program as pages hold it (with its university nested). */
export function shortlistEntry(
  type: FavouriteType,
  item: {
    id: number;
    slug: string;
    title: string;
    university: { name: string; slug: string; country: { name: string; slug: string } };
  },
): ShortlistEntry {
  return {
    id: item.id,
    type,
    title: item.title,
    slug: item.slug,
    university: item.university.name,
    universitySlug: item.university.slug,
    countryName: item.university.country.name,
    countrySlug: item.university.country.slug,
  };
}

/** SPEC.md §4 favourites toggle on the client list: add `{id, type}` when true, else remove by id. */
export function toggleFavourite(list: readonly Favourite[], change: FavouriteToggle): Favourite[] {
  const rest = list.filter((item) => item.id !== change.courseId);
  return change.favourite ? [...rest, { id: change.courseId, type: change.type }] : rest;
}
