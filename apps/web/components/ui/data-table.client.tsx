'use client';

import { useMemo, type ReactNode } from 'react';
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { readSort, writeSort } from '@meridian/domain/list-sort';
import { useTableAddress, type TableAddress } from './use-table-address.ts';
import { TablePager } from './table-pager.client.tsx';
import { TableSearch } from './table-search.client.tsx';
import { Refused } from '@/components/auth/refused-access.client.tsx';
import { failureText, refusalOf } from './query-view.ts';
import styles from './data-table.module.css';
import tableStyles from './table.module.css';

/** What a table's row may be: an object (or a tuple). */
export type TableRow = RowData;

/** One column of a console table. */
export interface TableColumn<Row> {
  /** Names the column in the address: `?sort=name`. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** What a whole list sorts and searches this column by (text or a number; none sorts last). */
  value?: (row: Row) => string | number | null;
  /** Whether a header button sorts by it: a paged list offers the columns its API sorts by. */
  sortable?: boolean;
  /** The first click sorts from the newest or largest (dates, counts). */
  descendingFirst?: boolean;
}

/**
 * Who sorts and pages: the API (`rows` is one page of `total`, already in the asked order), or the
 * table (`rows` is the whole list, sorted, searched by `?q=` and paged here).
 */
export type TablePaging = { by: 'api'; total: number; size: number } | { by: 'table'; size: number };

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The table's columns for TanStack Table: sortable ones read their value, the rest only show. */
function useColumnDefs<Row extends RowData>(columns: readonly TableColumn<Row>[]) {
  return useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row) => column.value?.(row) ?? undefined, {
          id: column.id,
          header: column.header,
          cell: (context) => column.cell(context.row.original),
          enableSorting: column.sortable ?? column.value !== undefined,
          enableGlobalFilter: column.value !== undefined,
          sortDescFirst: column.descendingFirst ?? false,
          sortUndefined: 'last',
          sortFn: 'alphanumeric',
        }),
      ),
    );
  }, [columns]);
}

/**
 * The address of a table that holds its whole list: sorted by its columns, searched by `?q=`, and
 * loaded by `filterKeys` where the API filters the list.
 */
export function useWholeListAddress<Row>(
  columns: readonly TableColumn<Row>[],
  filterKeys: readonly string[] = [],
): TableAddress {
  return useTableAddress({
    sorts: columns.filter((column) => column.value !== undefined).map((column) => column.id),
    filterKeys: ['q', ...filterKeys],
  });
}

function sortingOf(sort: string | undefined): SortingState {
  if (!sort) return [];
  const { column, descending } = readSort(sort);
  return [{ id: column, desc: descending }];
}

/**
 * The staff console's table, on TanStack Table: a `<table>` with a caption, sort buttons in the
 * headers (each header's `aria-sort` says the order), pages, and its sort, page and search held in
 * the address. It says when the list is loading, failed or empty.
 */
export function DataTable<Row extends RowData>(props: {
  caption: ReactNode;
  /** The caption names the table for screen readers only, where a heading above says the same. */
  captionHidden?: boolean;
  /** A whole list's search field, by its label (`Search articles`). */
  search?: string;
  columns: readonly TableColumn<Row>[];
  /** Undefined while the list loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  address: TableAddress;
  paging: TablePaging;
  /** The order the list comes in without `?sort=`, marked on its column's header. */
  defaultSort?: string;
  /** What an empty list says, e.g. that no lead matches the filters. */
  empty: ReactNode;
  error?: Error | null;
  /** The not-allowed page's heading when the API refuses the list (403). */
  notAllowedTitle?: string;
  /** Another page or order is loading; the rows shown are the last ones. */
  refreshing?: boolean;
  /** The row open beside the table (a lead's panel). */
  currentKey?: string | undefined;
}) {
  const { address, paging } = props;
  const columns = useColumnDefs(props.columns);
  const data = useMemo(() => [...(props.rows ?? [])], [props.rows]);
  const sorting = sortingOf(address.sort ?? props.defaultSort);
  const byTable = paging.by === 'table';

  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row) => props.rowKey(row),
    state: {
      sorting,
      pagination: { pageIndex: address.page - 1, pageSize: paging.size },
      globalFilter: byTable ? (address.filters.q ?? '') : '',
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      const sort = next ? writeSort(next.id, next.desc) : undefined;
      address.change({ sort: sort === props.defaultSort ? undefined : sort });
    },
    globalFilterFn: 'includesString',
    enableMultiSort: false,
    // A list the API orders always has an order; a whole list goes back to its own on the third click.
    enableSortingRemoval: props.defaultSort === undefined,
    manualSorting: !byTable,
    manualPagination: !byTable,
    manualFiltering: !byTable,
    autoResetPageIndex: false,
    ...(byTable ? {} : { rowCount: paging.total }),
  });

  // A list the API refused to who is asking is the one log-in or not-allowed page, as every query's.
  const refusal = props.rows === undefined ? refusalOf(props.error) : undefined;
  if (refusal) return <Refused refusal={refusal} title={props.notAllowedTitle ?? 'Not allowed'} />;
  const rows = table.getRowModel().rows;
  const columnCount = props.columns.length;
  const shown = byTable ? table.getPrePaginatedRowModel().rows.length : paging.total;
  return (
    <div className={styles.frame}>
      {byTable && props.search && <TableSearch address={address} label={props.search} />}
      {props.error && (
        <p role="alert" className={styles.error}>
          {failureText(props.error)}
        </p>
      )}
      <div className={tableStyles.scroll}>
        <table
          className={`${tableStyles.table} ${styles.table}`}
          aria-busy={props.rows === undefined || props.refreshing}
        >
          <caption className={props.captionHidden ? 'visually-hidden' : undefined}>{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const { column } = header;
                  const sorted = column.getIsSorted();
                  if (!column.getCanSort()) {
                    return (
                      <th key={header.id} scope="col">
                        <table.FlexRender header={header} />
                      </th>
                    );
                  }
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
                      <button
                        type="button"
                        className={styles.sort}
                        onClick={column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className={styles.sortMark}>
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {props.rows === undefined && !props.error && (
              <tr>
                <td colSpan={columnCount}>
                  <span role="status">Loading…</span>
                </td>
              </tr>
            )}
            {props.rows !== undefined && rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className={styles.empty}>
                  {props.empty}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id} aria-current={row.id === props.currentKey ? 'true' : undefined}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {props.rows !== undefined && (
        <TablePager
          page={address.page}
          size={paging.size}
          total={shown}
          hrefOf={(page) => address.hrefWith({ page: String(page) })}
        />
      )}
    </div>
  );
}
