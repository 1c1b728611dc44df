import { z } from 'zod';
import { BASE_PATH } from '../base-path.ts';
import { POPUP_LAYOUT_IDS } from '../lead/enquiry-forms.ts';
import { Region } from '../region/regions.ts';

/** `exact`: that page alone; `prefix`: the page and every page below it (`/usa` and `/usa/courses`). */
export const PAGE_MATCHES = ['exact', 'prefix'] as const;
export type PageMatch = (typeof PAGE_MATCHES)[number];

/** The longest wait before a page's pop-up opens. */
export const MAX_POPUP_DELAY_SECONDS = 600;

/** A rule's page: a site path as the address bar shows it after the base path, nothing more. */
const RulePath = z
  .string()
  .trim()
  .max(200, 'Keep the path under 200 characters')
  .regex(
    /^\/([A-Za-z0-9._~%-]+(\/[A-Za-z0-9._~%-]+)*)?$/,
    'Write a site path such as /usa or /universities/canada: it starts with /, with no spaces, *, ?, # or / at the end (choose “prefix” for the pages below it)',
  )
  .refine((path) => path !== BASE_PATH && !path.startsWith(`${BASE_PATH}/`), {
    error: `Leave out ${BASE_PATH}: write /usa for ${BASE_PATH}/usa`,
  });

/**
 * POST /cms/admin/page-rules, PUT /cms/admin/page-rules/{id}: what a page (or a branch of pages) of
 * one site variant (or `all`) does with its enquiry pop-up: whether it opens, after how many seconds
 * of reading, with which enquiry layout, and the heading and text its enquiry block shows instead
 * of the layout's (null keeps the layout's). `active` false switches the rule off.
 */
const PageRuleFields = z.object({
  region: z.union([Region, z.literal('all')], {
    error: 'Choose the site variant: default, vn, sa or all',
  }),
  path: RulePath,
  match: z.enum(PAGE_MATCHES, { error: 'Choose exact (that page) or prefix (the page and those below it)' }),
  popup: z.boolean(),
  delaySeconds: z
    .number({ error: 'Enter the delay in whole seconds' })
    .int('Enter the delay in whole seconds')
    .min(0, `Choose a delay from 0 to ${MAX_POPUP_DELAY_SECONDS} seconds`)
    .max(MAX_POPUP_DELAY_SECONDS, `Choose a delay from 0 to ${MAX_POPUP_DELAY_SECONDS} seconds (10 minutes)`),
  layout: z.enum(POPUP_LAYOUT_IDS, {
    error: `Choose one of the enquiry layouts: ${POPUP_LAYOUT_IDS.join(', ')}`,
  }),
  heading: z
    .string()
    .trim()
    .min(3, 'Write a heading of at least 3 characters, or leave it empty for the layout’s')
    .max(120, 'Keep the heading under 120 characters')
    .nullable(),
  intro: z
    .string()
    .trim()
    .min(10, 'Write a text of at least 10 characters, or leave it empty for the layout’s')
    .max(500, 'Keep the text under 500 characters')
    .nullable(),
  active: z.boolean(),
});
export const PageRuleInput = PageRuleFields.meta({ id: 'PageRuleInput' });
export type PageRuleInput = z.infer<typeof PageRuleInput>;

export const AdminPageRule = PageRuleFields.extend({ id: z.number().int().positive() }).meta({
  id: 'AdminPageRule',
});
export type AdminPageRule = z.infer<typeof AdminPageRule>;

export const AdminPageRuleList = z
  .object({ items: z.array(AdminPageRule) })
  .meta({ id: 'AdminPageRuleList' });
export type AdminPageRuleList = z.infer<typeof AdminPageRuleList>;

/** `GET /pathway/page-configuration/data?pageUrl=…&region=…` (SPEC.md §7). */
export const PageConfigurationQuery = z.object({
  pageUrl: z.string().startsWith('/', 'Send the page’s path, starting with /').max(1000),
  region: Region.default('default'),
});
export type PageConfigurationQuery = z.infer<typeof PageConfigurationQuery>;

/** The rule that applies to the page (the most specific active one), or null: no pop-up. */
export const PageConfiguration = z
  .object({
    rule: PageRuleFields.omit({ active: true, region: true })
      .extend({ id: z.number().int().positive() })
      .nullable(),
  })
  .meta({ id: 'PageConfiguration' });
export type PageConfiguration = z.infer<typeof PageConfiguration>;

/** A page's path as rules name it: no base path, query, fragment or trailing slash. */
export function rulePathOf(pageUrl: string): string {
  const path = pageUrl.split(/[?#]/)[0] ?? '';
  const inner = path === BASE_PATH || path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : path;
  return inner.replace(/\/+$/, '') || '/';
}

type Matchable = { region: Region | 'all'; path: string; match: PageMatch };

function covers(rule: Matchable, path: string): boolean {
  if (rule.match === 'exact') return rule.path === path;
  return rule.path === '/' || path === rule.path || path.startsWith(`${rule.path}/`);
}

/** How specific a rule is: an exact page before any prefix, a longer path first, a variant's own before `all`. */
const specificity = (rule: Matchable) =>
  (rule.match === 'exact' ? 1_000_000 : 0) + rule.path.length * 2 + (rule.region === 'all' ? 0 : 1);

/**
 * The rule that applies to a page of a variant: of the rules that cover it, the most specific, so
 * a rule for one page overrides the rule of its branch (e.g. no pop-up on one university page).
 */
export function pickPageRule<T extends Matchable>(
  rules: readonly T[],
  page: { pageUrl: string; region: Region },
): T | undefined {
  const path = rulePathOf(page.pageUrl);
  return rules
    .filter((rule) => (rule.region === 'all' || rule.region === page.region) && covers(rule, path))
    .reduce<T | undefined>(
      (best, rule) => (!best || specificity(rule) > specificity(best) ? rule : best),
      undefined,
    );
}
