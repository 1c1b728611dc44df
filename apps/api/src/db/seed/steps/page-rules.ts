import type { PageRuleInput } from '@meridian/domain/cms/page-configuration';
import { pageRules } from '#api/db/schema/extras.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** The country pages and the university pages, below them too: where the pop-up opened before rules existed. */
const POPUP_PAGES = [
  '/usa',
  '/uk',
  '/canada',
  '/germany',
  '/australia',
  '/ireland',
  '/france',
  '/finland',
  '/universities',
];

/** What the site did before editors had page rules (the web app's POPFORM_PATHS and POPFORM_DELAY_MS defaults). */
const FIRST_RULES: PageRuleInput[] = POPUP_PAGES.map((path) => ({
  region: 'all',
  path,
  match: 'prefix',
  popup: true,
  delaySeconds: 30,
  layout: 'popform',
  heading: null,
  intro: null,
  active: true,
}));

/**
 * The first page rules, in every environment (configuration, not content to invent); once, so the
 * rules editors change afterwards are never put back on boot.
 */
export const pageRulesStep: SeedStep = {
  name: 'page-rules-v1',
  async run(tx) {
    await tx.insert(pageRules).values(FIRST_RULES).onConflictDoNothing();
  },
};
