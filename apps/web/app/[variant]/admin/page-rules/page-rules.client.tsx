'use client';

import { useQuery } from '@tanstack/react-query';
import type { AdminPageRule } from '@meridian/domain/cms/page-configuration';
import { listAdminPageRules, savePageRule } from '@/lib/api/site-admin.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { ActiveSwitch } from '@/components/console/active-switch.client.tsx';
import { useRowEditing } from '@/components/console/use-row-editing.tsx';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { columnBuilders } from '@/components/ui/table-columns.ts';
import { LIST_PAGE_SIZE } from '../content/form-text.ts';
import { PageRuleEditor } from './page-rule-editor.client.tsx';
import { pageRuleInputOf } from './page-rule-form.ts';
import { MATCH_NAMES, REGION_NAMES, pageRuleKeys } from './page-rule-keys.ts';
import styles from '../content/back-office.module.css';

const column = columnBuilders<AdminPageRule>();

const popupOf = (rule: AdminPageRule) =>
  rule.popup ? `After ${rule.delaySeconds} s, ${rule.layout}` : 'No pop-up';

const COLUMNS: TableColumn<AdminPageRule>[] = [
  column.text('path', 'Page', (rule) => rule.path),
  column.text('match', 'Applies to', (rule) => MATCH_NAMES[rule.match]),
  column.text('region', 'Site', (rule) => REGION_NAMES[rule.region]),
  column.text('popup', 'Pop-up', popupOf),
  column.text('heading', 'Own heading', (rule) => rule.heading ?? '—'),
  column.text('state', 'Rule', (rule) => (rule.active ? 'On' : 'Off')),
  {
    id: 'switch',
    header: 'Change',
    cell: (rule) => (
      <ActiveSwitch
        active={rule.active}
        save={(active) => savePageRule(rule.id, { ...pageRuleInputOf(rule), active })}
        refresh={pageRuleKeys.all}
      />
    ),
  },
];

const ruleName = (rule: AdminPageRule) => `${rule.path} (${REGION_NAMES[rule.region]})`;

/**
 * The page rules (editors): on which pages the enquiry pop-up opens, after how long and in which
 * layout and words. A page follows its most specific rule that is on: a page's own before its
 * branch's, a site's own before every site's.
 */
export function PageRulesConsole() {
  const rules = useQuery({ queryKey: pageRuleKeys.all, queryFn: listAdminPageRules });
  const edit = useRowEditing(COLUMNS, ruleName);
  const address = useWholeListAddress(edit.columns);
  return (
    <RefusedAccess error={rules.error} title="This page is for editors">
      <div className={styles.office}>
        <h1>Page rules</h1>
        <p className={styles.muted}>
          Which pages open the enquiry pop-up, after how many seconds of reading and in which layout. A page
          follows its most specific rule that is on: a rule for the page itself before the rule of the pages
          above it, a site’s own rule before the rule for every site. Whatever the rules say, nothing pops up
          on a visitor’s first page, on a page with a form, or for a learner who has a counsellor.
        </p>
        <PageRuleEditor
          key={edit.editing?.id ?? 'new'}
          rule={edit.editing}
          onDone={(rule) => edit.done(rule && `Saved the rule of ${rule.path}.`)}
        />
        {edit.saved && <p role="status">{edit.saved}</p>}
        <section aria-label="Rules" className={styles.section}>
          <h2>Rules</h2>
          <DataTable
            caption="Page rules"
            captionHidden
            search="Search rules"
            columns={edit.columns}
            rows={rules.data?.items}
            rowKey={(rule) => String(rule.id)}
            address={address}
            paging={{ by: 'table', size: LIST_PAGE_SIZE }}
            defaultSort="path"
            empty={
              address.filters.q
                ? `No rule matches “${address.filters.q}”.`
                : 'No rule yet: no page opens the pop-up.'
            }
            error={rules.error}
          />
        </section>
      </div>
    </RefusedAccess>
  );
}
