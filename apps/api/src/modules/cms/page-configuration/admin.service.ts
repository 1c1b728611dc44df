import { AdminPageRule } from '@meridian/domain/cms/page-configuration';
import { pageRules } from '#api/db/schema/extras.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind } from '#api/platform/audit/audited.ts';
import { fieldsNamedBy, serialEditing } from '#api/platform/audit/audited-edits.ts';
import { findRuleOfPage, pageRuleRows, type PageRuleRow } from './repo.ts';
import { forgetPageRules } from './service.ts';

const recordOf = fieldsNamedBy(AdminPageRule, []) as (row: PageRuleRow) => AdminPageRule;

const REGION_NAMES: Record<AdminPageRule['region'], string> = {
  all: 'every site variant',
  default: 'the default site',
  vn: 'the Vietnam site',
  sa: 'the Saudi Arabia site',
};

/**
 * Page rules as audited records (every editor): a change reaches this replica's lookups at once
 * and the others' within their cache's life (service.ts); no cached page holds a rule.
 */
export const pageRuleKind: AuditedKind<AdminPageRule> = {
  entity: 'page-rule',
  noun: 'a page rule',
  keyOf: (record) => String(record.id),
  async load(db, key) {
    const row = await pageRuleRows.find(db, Number(key));
    return row && recordOf(row);
  },
  async save(tx, record, now) {
    const other = await findRuleOfPage(tx, record);
    if (other && other.id !== record.id) {
      throw new AppError(
        'BAD_REQUEST',
        `Rule ${other.id} already sets ${record.path} (${record.match}) on ${REGION_NAMES[record.region]}: change that rule instead.`,
        { field: 'path' },
      );
    }
    await pageRuleRows.upsert(tx, { ...record, updatedAt: now });
    forgetPageRules();
  },
  parse: (stored) => AdminPageRule.parse(stored),
  cacheTags: () => [],
};

/** `/cms/admin/page-rules…`: every rule, on and off; added and changed audited, switched off rather than deleted. */
export const pageRuleEditing = serialEditing({
  kind: pageRuleKind,
  table: pageRules,
  listAll: async (db) => (await pageRuleRows.listAll(db)).map(recordOf),
  view: async (db, id) => recordOf((await pageRuleRows.find(db, id))!),
});
