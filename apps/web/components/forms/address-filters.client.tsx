'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { FieldPropsOf } from './field-props.ts';
import { useSchemaForm } from './use-schema-form.ts';
import type { TableAddress } from '@/components/ui/use-table-address.ts';
import type { filterForm } from '@/lib/forms/filter-form.ts';
import { Button } from '@/components/ui/button.tsx';
import styles from './address-filters.module.css';

/**
 * A console list's filter form: its fields show the address's filters; "Apply filters" checks them
 * with the list query's own schema and puts them in the address, "Clear" takes them all out.
 */
export function AddressFilters<const Key extends string, Filter>(props: {
  filters: ReturnType<typeof filterForm<Key, Filter>>;
  address: TableAddress;
  /** Prefixes the fields' ids: `order-filter-status`. */
  idPrefix: string;
  /** The form's accessible name: "Filter orders". */
  label: string;
  children: (field: FieldPropsOf<Record<Key, string>>) => ReactNode;
}) {
  const { filters, address } = props;
  const { form, fieldProps } = useSchemaForm({
    idPrefix: props.idPrefix,
    schema: filters.schema,
    empty: filters.empty,
    values: filters.valuesOf(address.filters),
  });
  const cleared = Object.fromEntries(filters.keys.map((key) => [key, undefined]));
  return (
    <form
      onSubmit={form.handleSubmit((filter) => address.change(filters.addressOf(filter)))}
      noValidate
      className={styles.filters}
      aria-label={props.label}
    >
      {props.children(fieldProps)}
      <div className={styles.actions}>
        <Button type="submit">Apply filters</Button>
        <Link href={address.hrefWith(cleared)} replace scroll={false}>
          Clear
        </Link>
      </div>
    </form>
  );
}
