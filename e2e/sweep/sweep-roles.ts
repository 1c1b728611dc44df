import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { DEMO } from '../fixtures/login.ts';

/** One way of seeing the site: who is signed in, on what screen, and where their menus start. */
export interface SweepRole {
  name: string;
  /** The demo account signed in; none for a visitor. */
  email?: string;
  viewport: { width: number; height: number };
  /** A phone: touch, and the page's viewport meta tag honoured. */
  phone: boolean;
  /** A learner, whose profile lists are filled before the sweep so its tabs show them. */
  learner: boolean;
  /** Pages whose menus (every `<nav>`) list the role's own pages: each tab, each console section. */
  entries: string[];
  /** Pages of each sitemap template opened as this role. */
  perTemplate: number;
  /**
   * The part of the sitemap sample this role opens (the `index`-th of every `of` pages), where the
   * signed-in roles share one page of each template between them; all of it when unset.
   */
  publicShare?: { index: number; of: number };
  /** The sitemap sample is split over this many tests, so workers share the role's pages. */
  shards: number;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A signed-in person: one page of their share of each template, in one test, on a desktop unless said. */
function signedIn(role: {
  name: string;
  email: string;
  publicShare: { index: number; of: number };
  entries: string[];
  learner?: boolean;
  phone?: boolean;
}): SweepRole {
  const phone = role.phone ?? false;
  return {
    ...role,
    phone,
    viewport: phone ? PHONE : DESKTOP,
    learner: role.learner ?? false,
    perTemplate: 1,
    shards: 1,
  };
}

/**
 * Visitors see every template three times, on a desktop and on a phone. Each signed-in person sees
 * all of their own area, which no sitemap lists, and a fifth of the templates once (what differs
 * for them there is the header and what their session fetches), so that each template is opened
 * signed in once and the sweep stays within minutes.
 */
export const SWEEP_ROLES: readonly SweepRole[] = [
  {
    name: 'visitor on a desktop',
    viewport: DESKTOP,
    phone: false,
    learner: false,
    entries: [siteRoutes.home()],
    perTemplate: 3,
    shards: 3,
  },
  {
    name: 'visitor on a phone',
    viewport: PHONE,
    phone: true,
    learner: false,
    entries: [siteRoutes.home()],
    perTemplate: 3,
    shards: 3,
  },
  signedIn({
    name: 'free learner',
    email: DEMO.freeLearner.email,
    publicShare: { index: 0, of: 5 },
    learner: true,
    entries: [siteRoutes.home(), siteRoutes.profile()],
  }),
  signedIn({
    name: 'paid learner',
    email: DEMO.paidLearner.email,
    publicShare: { index: 1, of: 5 },
    learner: true,
    entries: [siteRoutes.home(), siteRoutes.profile()],
  }),
  // Issue 32: the header stays one row of at most 64 px signed in, with a name in it.
  signedIn({
    name: 'paid learner on a phone',
    email: DEMO.paidLearner.email,
    publicShare: { index: 5, of: 10 },
    phone: true,
    entries: [siteRoutes.home(), siteRoutes.profile()],
  }),
  signedIn({
    name: 'counsellor',
    email: DEMO.counsellor.email,
    publicShare: { index: 2, of: 5 },
    entries: [siteRoutes.home(), siteRoutes.adminLeads()],
  }),
  signedIn({
    name: 'editor',
    email: DEMO.editor.email,
    publicShare: { index: 3, of: 5 },
    entries: [siteRoutes.home(), siteRoutes.adminContent()],
  }),
  signedIn({
    name: 'admin',
    email: DEMO.admin.email,
    publicShare: { index: 4, of: 5 },
    entries: [siteRoutes.home(), siteRoutes.adminLeads()],
  }),
];
