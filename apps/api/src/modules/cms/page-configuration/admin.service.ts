import { AdminPageRule } from '@meridian/domain/cms/page-configuration';
import { pageRules } from '#api/db/schema/extras.ts';
import { AppError } from '#api/platform/app-error.ts';
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
 * Page rules as audited records (every editor), at `/cms/admin/page-rules…`: every rule, on and
 * off. A change reaches this replica's lookups at once and the others' within their cache's life
 * (service.ts); no cached page holds a rule.
 */
export const pageRuleEditing = serialEditing({
  entity: 'page-rule',
  noun: 'a page rule',
  table: pageRules,
  find: pageRuleRows.find,
  listAll: pageRuleRows.listAll,
  recordOf,
  viewOf: recordOf,
  async save(tx, record: AdminPageRule, now) {
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
});
