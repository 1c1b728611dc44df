import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

/**
 * axe-core on one page of every type (issue 19): no serious or critical violation of any rule
 * axe runs (WCAG 2.x A and AA, and its best practices). A page found by a link (a course, an
 * e-book, a question) is the first one its listing links to, so the check follows the seed.
 */
type Visit = { name: string; path: string | ((page: Page) => Promise<string>); as?: keyof typeof DEMO };

/** The first link on `listing` whose address starts with `prefix` and goes one level deeper or more. */
const firstLinkUnder = (listing: string, prefix: string) => async (page: Page) => {
  await page.goto(listing);
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const href = hrefs.find((h) => h.split('?')[0]!.length > prefix.length);
  expect(href, `a link under ${prefix} on ${listing}`).toBeDefined();
  return href!;
};

const PAGES: Visit[] = [
  { name: 'home', path: '/study-abroad' },
  { name: 'country', path: '/study-abroad/usa' },
  { name: 'course listing', path: '/study-abroad/usa/masters' },
  { name: 'university listing', path: '/study-abroad/canada/universities' },
  { name: 'university', path: '/study-abroad/university/canada/university-of-toronto' },
  {
    name: 'course',
    path: firstLinkUnder(
      '/study-abroad/university/canada/university-of-toronto/courses',
      '/study-abroad/university/canada/university-of-toronto/',
    ),
  },
  { name: 'compare courses', path: '/study-abroad/compare-courses' },
  { name: 'accelerator programs', path: '/study-abroad/ua-accelerator-programs' },
  { name: 'article list', path: '/study-abroad/articles' },
  { name: 'article', path: '/study-abroad/articles/chevening-scholarship' },
  { name: 'exam list', path: '/study-abroad/exam' },
  { name: 'exam', path: '/study-abroad/exam/ielts' },
  { name: 'exam page', path: '/study-abroad/exam/gre/overview' },
  { name: 'coaching centres', path: '/study-abroad/exam/ielts/ielts-coaching-centre-in-delhi' },
  { name: 'consultants', path: '/study-abroad/consultant' },
  { name: 'knowledge base', path: '/study-abroad/knowledge-base' },
  {
    name: 'knowledge base question',
    path: async (page) => {
      const topic = await firstLinkUnder(
        '/study-abroad/knowledge-base',
        '/study-abroad/knowledge-base/',
      )(page);
      const category = await firstLinkUnder(topic, `${topic}/`)(page);
      return firstLinkUnder(category, `${category}/`)(page);
    },
  },
  { name: 'e-book list', path: '/study-abroad/ebooks' },
  { name: 'e-book', path: firstLinkUnder('/study-abroad/ebooks', '/study-abroad/ebooks/') },
  { name: 'CGPA calculator', path: '/study-abroad/cgpa-to-gpa-calculator' },
  { name: 'SGPA calculator', path: '/study-abroad/sgpa-to-percentage-calculator' },
  { name: 'IELTS band calculator', path: '/study-abroad/calculator/ielts-band' },
  { name: 'education loan calculator', path: '/study-abroad/calculator/education-loan' },
  { name: 'expense calculator', path: '/study-abroad/expense-calculator/canada' },
  { name: 'scholarships', path: '/study-abroad/scholarship' },
  { name: 'enquiry', path: '/study-abroad/enquiry' },
  { name: 'enquiry (medical)', path: '/study-abroad/enquiry-medical' },
  { name: 'contact us', path: '/study-abroad/contact-us' },
  { name: 'accommodation', path: '/study-abroad/accommodation' },
  { name: 'login', path: '/study-abroad/login' },
  { name: 'booster program', path: '/study-abroad/booster-program' },
  { name: 'webinars', path: '/study-abroad/webinars' },
  { name: 'webinar', path: firstLinkUnder('/study-abroad/webinars', '/study-abroad/webinar/') },
  { name: 'events', path: '/study-abroad/events' },
  { name: 'event', path: '/study-abroad/events/pune' },
  { name: 'HTML sitemap', path: '/study-abroad/html-sitemap/sitemap' },
  { name: 'page not found', path: '/study-abroad/no-such-page' },
  { name: 'profile dashboard', path: '/study-abroad/profile', as: 'freeLearner' },
  { name: 'profile documents', path: '/study-abroad/profile/documents', as: 'freeLearner' },
  { name: 'profile learning progress', path: '/study-abroad/profile/learning-progress', as: 'paidLearner' },
  { name: 'lead profile', path: '/study-abroad/lead-profile', as: 'freeLearner' },
  { name: 'appointments', path: '/study-abroad/schedule-appointment', as: 'freeLearner' },
  { name: 'alumni connect', path: '/study-abroad/alumni-connect', as: 'freeLearner' },
  { name: 'counsellor lead inbox', path: '/study-abroad/admin/leads', as: 'counsellor' },
  { name: 'counsellor recommendation', path: '/study-abroad/counsellor/recommendation', as: 'counsellor' },
  { name: 'editor back office', path: '/study-abroad/admin/content', as: 'editor' },
];

const BLOCKING = new Set(['serious', 'critical']);

/** The longest a signed-in page is given to load what it fetches after hydration. */
const SETTLE_MS = 10_000;

test.describe('accessibility (axe-core)', () => {
  // A scan of a long page takes seconds on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  for (const visit of PAGES) {
    test(`${visit.name}: no serious or critical violation`, async ({ page, context }) => {
      if (visit.as) await signIn(context, DEMO[visit.as].email);
      const path = typeof visit.path === 'string' ? visit.path : await visit.path(page);
      await page.goto(path);
      // Signed-in pages fetch their content after hydration; one that keeps a request open is
      // scanned as it stands after the wait.
      if (visit.as) await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((v) => BLOCKING.has(v.impact ?? ''))
        .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      expect(blocking, `serious or critical axe violations on ${path}`).toEqual([]);
    });
  }
});
