import type { Page } from '@playwright/test';
import { EXTRAS_DELAY_MS } from '@meridian/domain/extras/extras-delay';
import { findDefaultControls } from '../checks/no-default-controls.ts';
import { fixedLayers, isPhone, PHONE_LIMITS, sidewaysOverflow } from './phone-layout.ts';
import { sampleCourseLinks } from './sample-courses.ts';

/** What a check knows of the page it looks at, besides the page itself. */
export interface Visit {
  /** The role's name, as the sweep reports it (`visitor on a phone`). */
  role: string;
  /** The address opened, without the origin. */
  path: string;
  /** Resolves once what the page has asked for since has arrived and been drawn. */
  settled: () => Promise<void>;
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

/** Issue 32: every control in the site's look, none as the browser draws it unstyled. */
const defaultControls: PageCheck = {
  name: 'browser-default controls',
  run: async (page) =>
    (await findDefaultControls(page)).map(({ control, name, reason }) => `${control} "${name}": ${reason}`),
};

/** One page in five (by its address, so each run picks the same) is also laid out at 360 px. */
const NARROW = { width: 360, share: 5 };
const inNarrowSample = (path: string) =>
  [...path].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1_000_003, 7) % NARROW.share === 0;

/**
 * Issue 32 on a phone: the page never scrolls sideways (at 390 px, and at 360 px for a sample);
 * once its bars and prompts have had their wait (the phone roles run on Playwright's clock), the
 * layers fixed over it other than the header cover at most 15% of the screen and none lies over
 * the H1; the header is at most 64 px high.
 */
const phoneLayout: PageCheck = {
  name: 'phone layout',
  run: async (page, visit) => {
    if (!isPhone(page)) return [];
    const problems: string[] = [];
    const viewport = page.viewportSize()!;
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px at ${viewport.width} px`);
    if (inNarrowSample(visit.path)) {
      await page.setViewportSize({ width: NARROW.width, height: viewport.height });
      const narrow = await sidewaysOverflow(page);
      if (narrow > 0) problems.push(`scrolls sideways by ${narrow} px at ${NARROW.width} px`);
      await page.setViewportSize(viewport);
    }
    await page.clock.fastForward(EXTRAS_DELAY_MS + 1000);
    await visit.settled();
    const { headerPx, coveredShare, layers, overH1 } = await fixedLayers(page);
    if (headerPx > PHONE_LIMITS.headerPx) problems.push(`the header is ${Math.round(headerPx)} px high`);
    if (coveredShare > PHONE_LIMITS.layerShare) {
      problems.push(`layers cover ${Math.round(coveredShare * 100)}% of the screen: ${layers.join(', ')}`);
    }
    if (overH1.length > 0) problems.push(`layers lie over the H1: ${overH1.join(', ')}`);
    return problems;
  },
};

export const PAGE_CHECKS: readonly PageCheck[] = [errorScreen, sampleNote, defaultControls, phoneLayout];
