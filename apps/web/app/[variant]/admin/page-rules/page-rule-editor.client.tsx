'use client';

import type { AdminPageRule, PageRuleInput } from '@meridian/domain/cms/page-configuration';
import { savePageRule } from '@/lib/api/site-admin.ts';
import {
  FormActions,
  RadioGroup,
  SecondaryButton,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { AuditHistory } from '../content/audit-history.client.tsx';
import { LAYOUT_OPTIONS, MATCH_NAMES, REGION_NAMES, pageRuleKeys } from './page-rule-keys.ts';
import { EMPTY_PAGE_RULE, pageRuleForm, pageRuleFormOf } from './page-rule-form.ts';
import styles from '../content/back-office.module.css';

const options = (names: Readonly<Record<string, string>>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

/** The API's refusals a field shows: a rule already there for the page, or any field it checks. */
const API_FIELDS = {
  path: 'path',
  'body.path': 'path',
  'body.region': 'region',
  'body.match': 'match',
  'body.delaySeconds': 'delaySeconds',
  'body.layout': 'layout',
  'body.heading': 'heading',
  'body.intro': 'intro',
} as const;

/** Adds a page rule, or (given `rule`) changes one. Saved, the list shows it and the form starts afresh. */
export function PageRuleEditor({
  rule,
  onDone,
}: {
  rule?: AdminPageRule | undefined;
  /** Called with the saved rule, or with none when the change is cancelled. */
  onDone: (saved?: AdminPageRule) => void;
}) {
  const { save, submit, fieldProps, form, alert } = useSavedForm({
    idPrefix: 'page-rule',
    schema: pageRuleForm,
    empty: EMPTY_PAGE_RULE,
    values: rule && pageRuleFormOf(rule),
    save: (input: PageRuleInput) => savePageRule(rule?.id, input),
    onSaved: (saved) => {
      form.reset(EMPTY_PAGE_RULE);
      onDone(saved);
    },
    refreshes: pageRuleKeys.all,
    apiFields: API_FIELDS,
  });
  const heading = rule ? `Change the rule of ${rule.path}` : 'Add a page rule';
  return (
    <>
      <form onSubmit={submit} noValidate className={styles.section} aria-label={heading}>
        <h3>{heading}</h3>
        <TextField
          {...fieldProps('path', 'Page (its path without /study-abroad, e.g. /usa or /universities/canada)')}
        />
        <RadioGroup
          {...fieldProps('match', 'Applies to')}
          legend="Applies to"
          options={options(MATCH_NAMES)}
        />
        <SelectField {...fieldProps('region', 'Site')} options={options(REGION_NAMES)} />
        <Checkbox {...form.register('popup')} label="Open the enquiry pop-up on these pages" />
        <TextField
          {...fieldProps('delaySeconds', 'Seconds of reading before it opens (0 to 600)')}
          type="number"
          inputMode="numeric"
        />
        <SelectField {...fieldProps('layout', 'Enquiry layout')} options={LAYOUT_OPTIONS} />
        <TextField {...fieldProps('heading', 'Heading of the enquiry (empty: the layout’s)')} />
        <TextAreaField {...fieldProps('intro', 'Text under the heading (empty: the layout’s)')} rows={3} />
        <Checkbox {...form.register('active')} label="Rule on" />
        <FormActions alert={alert}>
          <Button type="submit" disabled={save.isPending}>
            {rule ? 'Save the rule' : 'Add the rule'}
          </Button>
          {rule && <SecondaryButton onClick={() => onDone()}>Cancel</SecondaryButton>}
        </FormActions>
      </form>
      {rule && (
        <AuditHistory
          entity="page-rule"
          entityKey={String(rule.id)}
          describe={(record) => `${String(record.path)} (${String(record.match)}, ${String(record.region)})`}
        />
      )}
    </>
  );
}
