/** Rows grouped by a key, in the order each key first appears; every group has its first row. */
export function groupInOrder<R>(rows: readonly R[], keyOf: (row: R) => string): { first: R; rows: R[] }[] {
  const groups = new Map<string, { first: R; rows: R[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { first: row, rows: [row] });
  }
  return [...groups.values()];
}
