/**
 * The first row a query finds, or undefined when it finds none: the one way a repo reads a single
 * row (by a unique key, or the newest of an ordered list).
 */
export async function firstRow<Row>(query: {
  limit(count: number): PromiseLike<Row[]>;
}): Promise<Row | undefined> {
  const [row] = await query.limit(1);
  return row;
}
