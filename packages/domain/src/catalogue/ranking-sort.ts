/** Unranked universities sort after every ranked one. */
export const UNRANKED_SORT = 10_000;

/** The sort key of a university's courses: its world ranking, unranked ones last. */
export function rankingSortOf(worldRanking: number | null): number {
  return worldRanking ?? UNRANKED_SORT;
}
