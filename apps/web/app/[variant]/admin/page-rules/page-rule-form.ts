import { z } from 'zod';
import { PageRuleInput, type AdminPageRule } from '@meridian/domain/cms/page-configuration';
import { numberOrNaN, orNull } from '../content/form-text.ts';

/** A page rule's form: the delay as typed, an empty heading or text for the layout's own. */
const PageRuleFields = z.object({
  region: z.string(),
  path: z.string(),
  match: z.string(),
  popup: z.boolean(),
  delaySeconds: z.string(),
  layout: z.string(),
  heading: z.string(),
  intro: z.string(),
  active: z.boolean(),
});
export type PageRuleForm = z.infer<typeof PageRuleFields>;

export const EMPTY_PAGE_RULE: PageRuleForm = {
  region: 'all',
  path: '',
  match: 'exact',
  popup: true,
  delaySeconds: '30',
  layout: 'popform',
  heading: '',
  intro: '',
  active: true,
};

export function pageRuleFormOf(rule: AdminPageRule): PageRuleForm {
  return {
    ...rule,
    delaySeconds: String(rule.delaySeconds),
    heading: rule.heading ?? '',
    intro: rule.intro ?? '',
  };
}

/** The form as the API's rule, checked by its schema so each error names its field. */
export const pageRuleForm = PageRuleFields.transform((form): Record<string, unknown> => ({
  ...form,
  delaySeconds: numberOrNaN(form.delaySeconds),
  heading: orNull(form.heading),
  intro: orNull(form.intro),
})).pipe(PageRuleInput);

/** The input of a listed rule, to save it back changed. */
export function pageRuleInputOf({ id: _id, ...input }: AdminPageRule): PageRuleInput {
  return input;
}
