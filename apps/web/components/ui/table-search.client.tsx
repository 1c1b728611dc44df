'use client';

import { z } from 'zod';
import { TextField } from '@/components/forms/fields.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { filterForm } from '@/lib/forms/filter-form.ts';
import type { TableAddress } from './use-table-address.ts';
import styles from './data-table.module.css';

const searchForm = filterForm(['q'], z.object({ q: z.string().max(100).optional() }));

/** A whole list's search (`?q=`), matched against every column that has a value. */
export function TableSearch({ address, label }: { address: TableAddress; label: string }) {
  const { form, fieldProps } = useSchemaForm({
    idPrefix: 'table-search',
    schema: searchForm.schema,
    empty: searchForm.empty,
    values: searchForm.valuesOf(address.filters),
  });
  return (
    <form
      role="search"
      className={styles.search}
      noValidate
      onSubmit={form.handleSubmit((filter) => address.change(searchForm.addressOf(filter)))}
    >
      <TextField {...fieldProps('q', label)} type="search" />
      <button type="submit">Search</button>
    </form>
  );
}
