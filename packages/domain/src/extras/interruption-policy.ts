import { BASE_PATH } from '../base-path.ts';

/**
 * Issue 32: the things that interrupt reading (hello bar, bottom call bar, popform, promo video,
 * location prompt) are decided here, in one place, so a page never shows a stack of them.
 */
export type Interruption = 'locationPrompt' | 'popform' | 'videoPopup' | 'helloBar' | 'bottomBar';

/** Which one wins when several are ready at once: the one that matters most on its page first. */
export const INTERRUPTION_PRIORITY: readonly Interruption[] = [
  'locationPrompt',
  'popform',
  'videoPopup',
  'helloBar',
  'bottomBar',
];

const inner = (pathname: string) =>
  pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;

/**
 * Pages where the visitor is filling a form (an enquiry, the apply form, login, checkout, a booking,
 * their profile): nothing is laid over them, and they end without "Report an error".
 */
const FORM_PAGES = [
  /^\/enquiry(\d*|-medical)?(\/|$)/,
  /^\/login(\/|$)/,
  /^\/payments\//,
  /\/apply-now(\/|$)/,
  /^\/schedule-appointment(\/|$)/,
  /^\/contact-us(\/|$)/,
  /^\/lead-profile(\/|$)/,
  /^\/profile-questions(\/|$)/,
  /^\/preferences(\/|$)/,
  /^\/profile(\/|$)/,
  /^\/alumni-reply(\/|$)/,
  /^\/counselor-recommendation(\/|$)/,
];

/** Where knowing the visitor's location changes what the page shows: choosing a centre. */
const CENTRE_PAGES = [/^\/consultant\/?$/];

export function isFormPage(pathname: string): boolean {
  const path = inner(pathname);
  return FORM_PAGES.some((pattern) => pattern.test(path));
}

export interface InterruptionContext {
  pathname: string;
  /** Pages seen in this visit, this one included (1 on the page the visitor arrived on). */
  pageViews: number;
  /** A signed-in learner whose counsellor already looks after them: no sales bars or popups. */
  hasCounsellor: boolean;
  /** The one on screen now, if any: it keeps its place until it is closed. */
  showing: Interruption | null;
  /** Those ready to show (loaded, configured for this page, not closed by the visitor). */
  waiting: readonly Interruption[];
}

/** Whether `kind` may ever show on this page for this visitor, whatever else is waiting. */
export function mayInterrupt(kind: Interruption, context: Omit<InterruptionContext, 'showing' | 'waiting'>) {
  if (context.pageViews <= 1 || context.hasCounsellor || isFormPage(context.pathname)) return false;
  if (kind === 'locationPrompt') return CENTRE_PAGES.some((pattern) => pattern.test(inner(context.pathname)));
  return true;
}

/** The one interruption to show now, or none: at most one at a time. */
export function chooseInterruption(context: InterruptionContext): Interruption | null {
  const allowed = context.waiting.filter((kind) => mayInterrupt(kind, context));
  if (context.showing && allowed.includes(context.showing)) return context.showing;
  return INTERRUPTION_PRIORITY.find((kind) => allowed.includes(kind)) ?? null;
}
