'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@meridian/domain/money';
import type { AdminBoosterPackage, AdminBoosterProgram } from '@meridian/domain/payment/admin';
import { REGION_CURRENCY } from '@meridian/domain/payment/booster-programs';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { REGIONS } from '@meridian/domain/region/regions';
import { changeProgram, createProgram, listPrograms } from '@/lib/api/payment-admin.ts';
import { FormActions, TextAreaField, TextField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { AuditHistory } from '../content/audit-history.client.tsx';
import { paymentKeys } from '../orders/payment-keys.ts';
import {
  EMPTY_PACKAGE,
  EMPTY_PROGRAM,
  newProgramForm,
  packageForm,
  packageFormOf,
  programUpdate,
} from './package-form.ts';
import styles from '../content/back-office.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';

const pricesOf = (pkg: AdminBoosterPackage) =>
  pkg.prices.map((price) => formatMoney(price.priceMinor, price.currency)).join(' · ') || 'Not sold';

/**
 * One package's contents and prices, or (no `pkg`) a new package of the program; saving sends the
 * whole program, the next order charges the new price.
 */
function PackageEditor({ program, pkg }: { program: AdminBoosterProgram; pkg?: AdminBoosterPackage }) {
  const name = pkg?.name ?? 'new package';
  const { save, submit, fieldProps, form } = useSavedForm({
    idPrefix: `${program.slug}-package-${pkg?.id ?? 'new'}`,
    schema: packageForm(pkg?.id),
    empty: pkg ? packageFormOf(pkg) : EMPTY_PACKAGE,
    values: pkg && packageFormOf(pkg),
    save: (update) => changeProgram(program.slug, programUpdate(program, { pkg: update })),
    onSaved: () => {
      if (!pkg) form.reset(EMPTY_PACKAGE);
    },
    refreshes: paymentKeys.all,
  });
  return (
    <form onSubmit={submit} noValidate className={styles.section} aria-label={`${program.title}, ${name}`}>
      <h3>
        {pkg ? (
          <>
            {pkg.name} <small>({pricesOf(pkg)})</small>
          </>
        ) : (
          'Add a package'
        )}
      </h3>
      <TextField {...fieldProps('name', 'Name')} />
      <TextAreaField {...fieldProps('summary', 'Summary')} rows={2} />
      <TextField {...fieldProps('counsellingHours', 'Counselling hours')} inputMode="numeric" />
      <TextField {...fieldProps('applicationCount', 'Applications')} inputMode="numeric" />
      <TextAreaField {...fieldProps('testPrep', 'Test preparation')} rows={2} />
      <TextAreaField {...fieldProps('visaGuidance', 'Visa guidance')} rows={2} />
      {REGIONS.map((region) => (
        <TextField
          key={region}
          {...fieldProps(
            `prices.${region}`,
            `Price on the ${REGION_CONFIG[region].label} site (${REGION_CURRENCY[region]}; blank: not sold there)`,
          )}
          inputMode="numeric"
        />
      ))}
      <Checkbox {...form.register('active')} label="On sale" />
      <FormActions alert={save.error?.message}>
        <Button type="submit" disabled={save.isPending}>
          {pkg ? `Save ${pkg.name}` : `Add the package to ${program.title}`}
        </Button>
      </FormActions>
      {save.isSuccess && (
        <p role="status">
          {pkg ? 'Saved: the next order pays the new price.' : 'Added: it is sold where it has a price.'}
        </p>
      )}
    </form>
  );
}

/** A program: switched on or off as a whole, each package edited on its own, and its history. */
function ProgramSection({ program }: { program: AdminBoosterProgram }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => changeProgram(program.slug, programUpdate(program, { active: !program.active })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
  return (
    <section aria-label={program.title} className={styles.section}>
      <div className={styles.row}>
        <h2>
          {program.title} {program.active ? '' : '(off)'}
        </h2>
        <Button disabled={toggle.isPending} onClick={() => toggle.mutate()}>
          {program.active ? `Stop selling ${program.title}` : `Sell ${program.title} again`}
        </Button>
      </div>
      {toggle.error && <p role="alert">{toggle.error.message}</p>}
      <p>{program.summary}</p>
      <div className={styles.editor}>
        {program.packages.map((pkg) => (
          <PackageEditor key={pkg.id} program={program} pkg={pkg} />
        ))}
        <PackageEditor program={program} />
      </div>
      <AuditHistory entity="booster-program" entityKey={program.slug} />
    </section>
  );
}

/** A new program: its address, title and summary; it is sold once a package of it has a price. */
function NewProgram() {
  const { save, submit, fieldProps, alert, form } = useSavedForm({
    idPrefix: 'new-program',
    schema: newProgramForm,
    empty: EMPTY_PROGRAM,
    save: createProgram,
    onSaved: () => form.reset(EMPTY_PROGRAM),
    refreshes: paymentKeys.all,
    apiFields: { slug: 'slug' },
  });
  return (
    <form onSubmit={submit} noValidate className={styles.section} aria-label="New booster program">
      <h2>New booster program</h2>
      <TextField
        {...fieldProps('slug', 'Address (lowercase letters, digits and hyphens: /booster-program/…)')}
      />
      <TextField {...fieldProps('title', 'Title')} />
      <TextAreaField {...fieldProps('summary', 'Summary')} rows={2} />
      <FormActions alert={alert}>
        <Button type="submit" disabled={save.isPending}>
          Create the program
        </Button>
      </FormActions>
      {save.isSuccess && (
        <p role="status">Created {save.data.title}: add its packages and their prices below.</p>
      )}
    </form>
  );
}

/** The booster programs the sites sell, their packages' contents and prices (admins only). */
export function ProgramsConsole() {
  const programs = useQuery({ queryKey: paymentKeys.programs, queryFn: listPrograms });
  return (
    <div className={styles.office}>
      <h1>Booster programs</h1>
      <NewProgram />
      <QueryState query={programs} loading="Loading programs…" notAllowedTitle="This page is for admins">
        {(data) => data.programs.map((program) => <ProgramSection key={program.slug} program={program} />)}
      </QueryState>
    </div>
  );
}
