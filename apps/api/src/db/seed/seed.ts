import { inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { seedRuns } from '#api/db/schema/seed-runs.ts';
import type { SeedContext, SeedStep } from './seed-step.ts';
import { demoProfilesStep } from './steps/demo-profiles.ts';
import { destinationsStep } from './steps/destinations.ts';
import { universitiesStep } from './steps/universities.ts';
import { exchangeRatesStep } from './steps/exchange-rates.ts';
import { seoMetaStep } from './steps/seo-meta.ts';
import { navigationStep } from './steps/navigation.ts';
import { homeStep } from './steps/home.ts';
import { articlesStep } from './steps/articles.ts';
import { editorialStep } from './steps/editorial.ts';
import { directoryReviewsStep } from './steps/directory-reviews.ts';
import { sampleCentresStep } from './steps/sample-centres.ts';
import { ebookGuidesStep } from './steps/ebook-guides.ts';
import { calculatorStep } from './steps/calculator.ts';
import { calculatorPagesStep } from './steps/calculator-pages.ts';
import { catalogueStep } from './steps/catalogue.ts';
import { webinarStep } from './steps/webinar.ts';
import { eventsStep } from './steps/events.ts';
import { courseFacetCountsStep } from './steps/course-facet-counts.ts';
import { worldCountriesStep } from './steps/world-countries.ts';
import { demoAccountsStep } from './steps/demo-accounts.ts';
import { boosterProgramsStep } from './steps/booster-programs.ts';
import { demoCouponsStep } from './steps/demo-coupons.ts';
import { demoLeadsStep } from './steps/demo-leads.ts';
import { demoEmailsVerifiedStep } from './steps/demo-emails-verified.ts';
import { demoBuddiesStep, learningStep } from './steps/learning.ts';
import { demoAppointmentsStep } from './steps/demo-appointments.ts';
import { demoAlumniStep } from './steps/demo-alumni.ts';
import { sampleAuthorsStep } from './steps/sample-authors.ts';
import { sampleTestimonialsStep } from './steps/sample-testimonials.ts';
import { searchIndexStep } from './steps/search-index.ts';
import { pageRulesStep } from './steps/page-rules.ts';
import type { AppEnv } from '@meridian/domain/env-schemas';

/** Editorial content and the site's own data, in every environment; destinations before anything that references them. */
const CONTENT_STEPS: readonly SeedStep[] = [
  destinationsStep,
  universitiesStep,
  worldCountriesStep,
  exchangeRatesStep,
  seoMetaStep,
  articlesStep,
  editorialStep,
  ebookGuidesStep,
  calculatorStep,
  calculatorPagesStep,
  boosterProgramsStep,
  learningStep,
  pageRulesStep,
];

/**
 * Sample data, outside production only: the generated course catalogue (plausible programs the
 * universities may not offer), the webinars and fairs dated from the day the seed runs, and the
 * invented people (author personas, testimonials) and the directories' made-up centres with their
 * reviews, every row of them marked sample.
 */
const SAMPLE_STEPS: readonly SeedStep[] = [
  catalogueStep,
  courseFacetCountsStep,
  webinarStep,
  eventsStep,
  sampleAuthorsStep,
  sampleTestimonialsStep,
  sampleCentresStep,
  directoryReviewsStep,
];

/**
 * Menus and banners check which pages exist, so they come after the content and sample steps; the
 * search index reads everything, so it comes last.
 */
const MENU_STEPS: readonly SeedStep[] = [navigationStep, homeStep, searchIndexStep];

/** Everything but the demo people: the content and the sample data a development database starts with. */
export const SEED_STEPS: readonly SeedStep[] = [...CONTENT_STEPS, ...SAMPLE_STEPS, ...MENU_STEPS];

/** Accounts anyone could log in to by reading the outbox: outside production only. */
export const DEMO_ACCOUNT_STEPS: readonly SeedStep[] = [demoAccountsStep];

/**
 * The demo learners' applications, documents and forms, the counsellors' inbox and their free
 * appointment slots, the paid learners' buddies and alumni to talk to; after the accounts.
 */
export const DEMO_PROFILE_STEPS: readonly SeedStep[] = [
  demoProfilesStep,
  demoLeadsStep,
  demoAppointmentsStep,
  demoBuddiesStep,
  demoAlumniStep,
  demoEmailsVerifiedStep,
];

/** Coupons to try payments with, an expired and a used-up one among them; after the programs. */
export const DEMO_COUPON_STEPS: readonly SeedStep[] = [demoCouponsStep];

/** The steps a database of this environment gets: production gets the content only, no sample or demo data. */
export function seedStepsFor(appEnv: AppEnv): readonly SeedStep[] {
  return appEnv === 'production'
    ? [...CONTENT_STEPS, ...MENU_STEPS]
    : [...SEED_STEPS, ...DEMO_ACCOUNT_STEPS, ...DEMO_PROFILE_STEPS, ...DEMO_COUPON_STEPS];
}

/** Stands in for the file store when none is given: a step that writes files says so. */
const NO_FILE_STORE: SeedContext['storage'] = {
  put: () => Promise.reject(new Error('this seed step writes files: pass a file store to seedDemoContent')),
  get: () => Promise.resolve(undefined),
  delete: () => Promise.resolve(),
  exists: () => Promise.resolve(false),
};

/** Whether anything was ever imported into this database. */
export async function wasSeeded(db: Db): Promise<boolean> {
  return (await db.select({ name: seedRuns.name }).from(seedRuns).limit(1)).length > 0;
}

/**
 * Loads the demo content steps this database has not had yet, all in one transaction, so a
 * failure leaves nothing half-written and a second run does nothing.
 */
export async function seedDemoContent(
  db: Db,
  steps: readonly SeedStep[] = SEED_STEPS,
  context: Partial<SeedContext> = {},
): Promise<{ ran: string[] }> {
  const stepContext = { storage: context.storage ?? NO_FILE_STORE, now: context.now ?? new Date() };
  return db.transaction(async (tx) => {
    const names = steps.map((step) => step.name);
    const done = new Set(
      (await tx.select({ name: seedRuns.name }).from(seedRuns).where(inArray(seedRuns.name, names))).map(
        (r) => r.name,
      ),
    );
    const ran: string[] = [];
    for (const step of steps) {
      if (done.has(step.name)) continue;
      await step.run(tx, stepContext);
      await tx.insert(seedRuns).values({ name: step.name });
      ran.push(step.name);
    }
    return { ran };
  });
}
