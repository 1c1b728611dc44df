import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE_RULE, pageRuleForm, pageRuleFormOf, pageRuleInputOf } from './page-rule-form.ts';

const filled = { ...EMPTY_PAGE_RULE, path: '/usa', delaySeconds: '5' };

describe('the page rule form', () => {
  it('sends the delay as a number and an empty heading or text as the layout’s own', () => {
    const input = pageRuleForm.parse(filled);
    expect(input).toMatchObject({ path: '/usa', delaySeconds: 5, heading: null, intro: null });
    const listed = { ...input, id: 3 };
    expect(pageRuleForm.parse(pageRuleFormOf(listed))).toEqual(input);
    expect(pageRuleInputOf(listed)).toEqual(input);
  });

  it('names the field at fault: an empty or out-of-range delay, a path with a wildcard', () => {
    const fields = (form: typeof filled) =>
      pageRuleForm.safeParse(form).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields({ ...filled, delaySeconds: '' })).toEqual(['delaySeconds']);
    expect(fields({ ...filled, delaySeconds: '900' })).toEqual(['delaySeconds']);
    expect(fields({ ...filled, path: '/usa*' })).toEqual(['path']);
  });
});
