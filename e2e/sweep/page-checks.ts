import type { Page } from '@playwright/test';
import { sampleCourseLinks } from './sample-courses.ts';

/** What a check knows of the page it looks at, besides the page itself. */
export interface Visit {
  /** The role's name, as the sweep reports it (`visitor on a phone`). */
  role: string;
  /** The address opened, without the origin. */
  path: string;
}

/**
 * One check every page of the browser sweep runs once it has settled: answers the problems it
 * finds, each a short sentence (empty when the page passes). Checks of another kind (issue 32's
 * phone layout) are added to `PAGE_CHECKS` and run on every page of every role.
 */
export interface PageCheck {
  name: string;
  run: (page: Page, visit: Visit) => Promise<string[]>;
}

const errorScreen: PageCheck = {
  name: 'error screen',
  run: async (page) =>
    (await page.getByRole('heading', { name: 'We could not show this page' }).count()) > 0
      ? ['shows the error screen "We could not show this page"']
      : [],
};

/** Generated sample courses are never shown as real: a page listing one says they are samples. */
const sampleNote: PageCheck = {
  name: 'sample-data note',
  run: async (page) => {
    const samples = await sampleCourseLinks(page);
    if (samples.length === 0) return [];
    const notes = await page
      .getByRole('note')
      .filter({ hasText: /sample/i })
      .count();
    return notes > 0
      ? []
      : [`shows sample courses without the sample-data note: ${samples.slice(0, 3).join(', ')}`];
  },
};

export const PAGE_CHECKS: readonly PageCheck[] = [errorScreen, sampleNote];
