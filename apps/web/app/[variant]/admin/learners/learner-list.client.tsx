'use client';

import Link from 'next/link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import { UNASSIGNED } from '@meridian/domain/lead/inbox';
import {
  DEFAULT_LEARNER_SORT,
  LEARNER_PAGE_SIZE,
  LEARNER_SORT_COLUMNS,
  LearnerFilter,
  type LearnerSummary,
} from '@meridian/domain/profile/learner-list';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { listCounsellors } from '@/lib/api/lead-admin.ts';
import { listLearners } from '@/lib/api/learner-admin.ts';
import { filterForm } from '@/lib/forms/filter-form.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { SelectField, TextField } from '@/components/forms/fields.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { DataTable, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { useTableAddress, type TableAddress } from '@/components/ui/use-table-address.ts';
import { learnerKeys } from './learner-keys.ts';
import styles from './learners.module.css';
import { Button } from '@/components/ui/button.tsx';

const learnerFilterForm = filterForm(['q', 'counsellorId'], LearnerFilter);

const COLUMNS: TableColumn<LearnerSummary>[] = [
  {
    id: 'fullName',
    header: 'Name',
    sortable: true,
    cell: (learner) => <Link href={siteRoutes.adminLearner(learner.id)}>{learner.fullName}</Link>,
  },
  { id: 'mobile', header: 'Mobile', cell: (learner) => learner.mobile ?? '—' },
  { id: 'email', header: 'Email', cell: (learner) => learner.email ?? '—' },
  { id: 'counsellor', header: 'Counsellor', cell: (learner) => learner.counsellor?.fullName ?? 'Unassigned' },
  { id: 'paid', header: 'Program', cell: (learner) => (learner.paidUser ? 'Paid' : 'Free') },
  {
    id: 'registeredAt',
    header: 'Registered',
    sortable: true,
    descendingFirst: true,
    cell: (learner) => formatInstantDate(learner.registeredAt),
  },
];

/** The search, and for an admin the counsellor, applied to the address. */
function LearnerFilters(props: { address: TableAddress; byCounsellor: boolean }) {
  const { address } = props;
  const counsellors = useQuery({
    queryKey: learnerKeys.counsellors,
    queryFn: listCounsellors,
    enabled: props.byCounsellor,
  });
  const { form, fieldProps } = useSchemaForm({
    idPrefix: 'learner-filter',
    schema: learnerFilterForm.schema,
    empty: learnerFilterForm.empty,
    values: learnerFilterForm.valuesOf(address.filters),
  });
  const cleared = Object.fromEntries(learnerFilterForm.keys.map((key) => [key, undefined]));
  return (
    <form
      className={styles.filters}
      onSubmit={form.handleSubmit((filter) => address.change(learnerFilterForm.addressOf(filter)))}
      noValidate
      aria-label="Filter learners"
    >
      <TextField {...fieldProps('q', 'Name, mobile or email')} type="search" />
      {props.byCounsellor && (
        <SelectField
          {...fieldProps('counsellorId', 'Counsellor')}
          placeholder="Any"
          options={[
            { value: UNASSIGNED, label: 'Unassigned' },
            ...(counsellors.data?.counsellors ?? []).map((c) => ({ value: c.id, label: c.fullName })),
          ]}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit">Apply filters</Button>
        <Link href={address.hrefWith(cleared)} replace scroll={false}>
          Clear
        </Link>
      </div>
    </form>
  );
}

/** Learners, sorted and paged by the API, each opening their file. */
export function LearnerList(props: { byCounsellor: boolean }) {
  const address = useTableAddress({ sorts: LEARNER_SORT_COLUMNS, filterKeys: learnerFilterForm.keys });
  const query = { ...address.filters, sort: address.sort, page: String(address.page) };
  const learners = useQuery({
    queryKey: learnerKeys.list(query),
    queryFn: () => listLearners(query),
    placeholderData: keepPreviousData,
  });
  return (
    <RefusedAccess error={learners.error} title="This page is for our counsellors">
      <div className={styles.page}>
        <h1>{props.byCounsellor ? 'Learners' : 'Your learners'}</h1>
        <LearnerFilters address={address} byCounsellor={props.byCounsellor} />
        <p className={styles.muted}>
          {learners.data && `${learners.data.total} ${learners.data.total === 1 ? 'learner' : 'learners'}`}
        </p>
        <DataTable
          caption="Learners"
          captionHidden
          columns={COLUMNS}
          rows={learners.data?.items}
          rowKey={(learner) => learner.id}
          address={address}
          paging={{
            by: 'api',
            total: learners.data?.total ?? 0,
            size: learners.data?.size ?? LEARNER_PAGE_SIZE,
          }}
          defaultSort={DEFAULT_LEARNER_SORT}
          empty="No learner matches these filters."
          error={learners.error}
          refreshing={learners.isPlaceholderData}
        />
      </div>
    </RefusedAccess>
  );
}
