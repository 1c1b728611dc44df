import { z } from 'zod';

/**
 * One spelling of a list's order for every sortable list: `?sort=name` ascending, `?sort=-name`
 * descending. The API reads it, and the staff console writes it in the address, so a sorted list
 * is shareable and the page it asks for is the page the API sorts.
 */
export type ListSort<Column extends string> = Column | `-${Column}`;

/** `?sort=` of a list sortable by `columns`, defaulting to the list's own order. */
export function sortQuery<const Column extends string>(
  columns: readonly [Column, ...Column[]],
  defaultSort: ListSort<Column>,
) {
  const values = columns.flatMap((column) => [column, `-${column}` as const]) as [
    ListSort<Column>,
    ...ListSort<Column>[],
  ];
  // Typed as the enum of its values, which TypeScript cannot work out from a generic column list.
  const sorts: z.ZodEnum<Record<ListSort<Column>, ListSort<Column>>> = z.enum(values);
  return sorts.default(defaultSort);
}

/** The column a sort names and its direction. */
export function readSort<Column extends string>(
  sort: ListSort<Column>,
): { column: Column; descending: boolean } {
  const descending = sort.startsWith('-');
  return { column: (descending ? sort.slice(1) : sort) as Column, descending };
}

/** The sort of a column and direction, as the address and the API spell it. */
export function writeSort<Column extends string>(column: Column, descending: boolean): ListSort<Column> {
  return descending ? `-${column}` : column;
}
