'use client';

import { readTableState, type TableState } from '@/lib/table/table-address.ts';
import { useAddressQuery } from './use-address-query.ts';

/** A table's state in the address, and the way to change it. */
export interface TableAddress extends TableState {
  /** The address after a change (blank removes a key), for a link. */
  hrefWith(values: Record<string, string | undefined>): string;
  /** Replaces the address with the changed one: a reload or a shared link shows the same list. */
  change(values: Record<string, string | undefined>): void;
}

/** The sort, page and filters of the page's table, read from the address and changed there. */
export function useTableAddress(options: {
  sorts: readonly string[];
  filterKeys?: readonly string[];
}): TableAddress {
  const { search, hrefWith, change } = useAddressQuery();
  return {
    ...readTableState(search, { sorts: options.sorts, filterKeys: options.filterKeys ?? [] }),
    hrefWith,
    change,
  };
}
