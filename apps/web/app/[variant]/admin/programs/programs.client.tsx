'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@meridian/domain/money';
import type { AdminBoosterPackage, AdminBoosterProgram } from '@meridian/domain/payment/admin';
import { REGION_CURRENCY } from '@meridian/domain/payment/booster-programs';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { REGIONS } from '@meridian/domain/region/regions';
import { changeProgram, listPrograms } from '@/lib/api/payment-admin.ts';
import { FormActions, TextAreaField, TextField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { AuditHistory } from '../content/audit-history.client.tsx';
import { paymentKeys } from '../orders/payment-keys.ts';
import { packageForm, packageFormOf, programUpdate } from './package-form.ts';
import styles from '../content/back-office.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';

const pricesOf = (pkg: AdminBoosterPackage) =>
  pkg.prices.map((price) => formatMoney(price.priceMinor, price.currency)).join(' · ') || 'Not sold';

/** One package's contents and prices; saving sends the whole program, the next order charges the new price. */
function PackageEditor({ program, pkg }: { program: AdminBoosterProgram; pkg: AdminBoosterPackage }) {
  const { save, submit, fieldProps, form } = useSavedForm({
    idPrefix: `package-${pkg.id}`,
    schema: packageForm(pkg.id),
    empty: packageFormOf(pkg),
    values: packageFormOf(pkg),
    save: (update) => changeProgram(program.slug, programUpdate(program, { pkg: update })),
    refreshes: paymentKeys.all,
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className={styles.section}
      aria-label={`${program.title}, ${pkg.name}`}
    >
      <h3>
        {pkg.name} <small>({pricesOf(pkg)})</small>
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
          Save {pkg.name}
        </Button>
      </FormActions>
      {save.isSuccess && <p role="status">Saved: the next order pays the new price.</p>}
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
      </div>
      <AuditHistory entity="booster-program" entityKey={program.slug} />
    </section>
  );
}

/** The booster programs the sites sell, their packages' contents and prices (admins only). */
export function ProgramsConsole() {
  const programs = useQuery({ queryKey: paymentKeys.programs, queryFn: listPrograms });
  return (
    <div className={styles.office}>
      <h1>Booster programs</h1>
      <QueryState query={programs} loading="Loading programs…" notAllowedTitle="This page is for admins">
        {(data) => data.programs.map((program) => <ProgramSection key={program.slug} program={program} />)}
      </QueryState>
    </div>
  );
}
