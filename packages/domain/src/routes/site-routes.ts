import { BASE_PATH } from '../base-path.ts';
import type { PlanQuery } from '../lead/plan-from-path.ts';

/**
 * Every address of the site (SPEC.md §2), built in one place so no page, menu, sitemap or e-mail
 * spells a path by hand. A route is the path inside the base path (`/usa/masters`): what Next's
 * `<Link>` and router take and what menus store. `sitePath` puts the base path in front for a plain
 * `<a>`, a form action, a redirect or a canonical link; `siteUrl` makes it absolute for sitemaps,
 * structured data and links sent by e-mail.
 */

/**
 * A university as its address names it: its slug (`{slug}-{id}` in footer links) and its country's,
 * given flat (sitemap rows, seed data) or nested (catalogue payloads).
 */
export type UniversityAddress = { slug: string } & ({ countrySlug: string } | { country: { slug: string } });

/** A course's address: its own slug and its university's, flat or nested like a university's. */
export type CourseAddress = { slug: string } & (
  { countrySlug: string; universitySlug: string } | { university: UniversityAddress }
);

const countryOf = (u: UniversityAddress) => ('countrySlug' in u ? u.countrySlug : u.country.slug);
/** The flat slugs win: a shortlist entry also carries its university's name as `university`. */
const universityOf = (c: CourseAddress): UniversityAddress =>
  'universitySlug' in c ? { countrySlug: c.countrySlug, slug: c.universitySlug } : c.university;
const universitySegments = (u: UniversityAddress) => ['university', countryOf(u), u.slug] as const;

/** The level segment of course listings: one level, or `courses` for both. */
export type ListingLevel = 'courses' | 'bachelors' | 'masters';

/** `/{country}/{level}[/{subject}]`, or `/abroad/…` without a country. */
export interface CourseListingAddress {
  country?: string | undefined;
  level: string;
  subject?: string | undefined;
}

/** `/{country}/universities`, or `/universities[/{level}[/{category}]]` without a country. */
export interface UniversityListingAddress {
  country?: string | undefined;
  level?: string | undefined;
  category?: string | undefined;
}

/**
 * `/{country}/ua-accelerator-programs[/{degree}]`, or without a country
 * `/ua-accelerator-programs[/degree/{course}[/{specialization}]]`.
 */
export interface ProgramListingAddress {
  country?: string | undefined;
  degree?: string | undefined;
  course?: string | undefined;
  specialization?: string | undefined;
}

const join = (...segments: readonly (string | undefined)[]) =>
  `/${segments.filter((s) => s !== undefined && s !== '').join('/')}`;

/** `route` with these query values set; a key without a value is left out (or taken out). */
export function withQuery(
  route: string,
  query: Readonly<Record<string, string | number | undefined>>,
): string {
  const [path, search] = route.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const COACHING_PREFIX = 'ielts-coaching-centre-in-';

export const siteRoutes = {
  home: () => '/' as const,
  /** A study destination (`/usa`) or a page-builder page (`/about-us`): both are one segment. */
  country: (country: string) => join(country),
  page: (slug: string) => join(slug),
  courseListing: (a: CourseListingAddress) => join(a.country ?? 'abroad', a.level, a.subject),
  /** One exam in a destination listing's context: `/usa/masters/computer-science/gre` (SPEC.md §2). */
  listingExam: (a: { country: string; level: string; subject: string }, exam: string) =>
    join(a.country, a.level, a.subject, exam),
  universityListing: (a: UniversityListingAddress) =>
    a.country ? join(a.country, 'universities') : join('universities', a.level, a.category),
  programListing: (a: ProgramListingAddress) =>
    a.country
      ? join(a.country, 'ua-accelerator-programs', a.degree)
      : join('ua-accelerator-programs', a.course && 'degree', a.course, a.course && a.specialization),
  program: (slug: string) => join('ua-accelerator-programs', slug),
  university: (u: UniversityAddress) => join(...universitySegments(u)),
  universityCourses: (u: UniversityAddress, level?: string) =>
    withQuery(join(...universitySegments(u), 'courses'), { level }),
  course: (c: CourseAddress) => join(...universitySegments(universityOf(c)), c.slug),
  /** The shareable address of a comparison; the ids stay readable (`?ids=3,14`). */
  compareCourses: (ids: readonly number[] = []) =>
    ids.length > 0 ? `/compare-courses?ids=${ids.join(',')}` : '/compare-courses',
  /** The visitor's shortlist (a guest's kept in the browser, a learner's in their account). */
  shortlist: () => '/shortlist' as const,

  articles: () => '/articles' as const,
  article: (slug: string) => join('articles', slug),
  articleCategory: (slug: string) => join('articles', 'category', slug),
  articleTag: (slug: string) => join('articles', 'tag', slug),
  author: (slug: string) => join('author', slug),

  exams: () => '/exam' as const,
  exam: (exam: string) => join('exam', exam),
  examPage: (exam: string, page: string) => join('exam', exam, page),
  /** `/exam/ielts/ielts-coaching-centre-in-{city}`: a city's IELTS coaching centres. */
  coachingCentres: (city: string) => join('exam', 'ielts', `${COACHING_PREFIX}${city}`),
  consultants: () => '/consultant' as const,
  consultantsIn: (city: string) => join('consultant', city),

  /** The knowledge base, a topic, a category or a question: `/knowledge-base/{topic}/{category}/{question}`. */
  knowledgeBase: (...slugs: readonly string[]) => join('knowledge-base', ...slugs),
  ebooks: () => '/ebooks' as const,
  /** `/ebooks/{slug}-{id}`: the slug and the database id. */
  ebook: (e: { slug: string; id: number }) => join('ebooks', `${e.slug}-${e.id}`),
  ebookDownload: (token: string) => join('ebooks', 'download', token),
  brochureDownload: (token: string) => join('brochures', 'download', token),
  /** A learner's document, through its five-minute view link. */
  documentView: (token: string) => join('documents', 'view', token),

  /** The profile area: the dashboard, or one tab by its address segment. */
  profile: (tab?: string) => join('profile', tab),
  leadProfile: () => '/lead-profile' as const,
  /** Where a counsellor recommends courses to a learner (`learner`: that learner chosen already). */
  counsellorRecommendation: (learnerId?: string) =>
    withQuery('/counsellor/recommendation', { learner: learnerId }),
  /** A learner's recommendations from their counsellor. */
  viewRecommendation: () => '/view-recommendation' as const,
  /** The counsellors' lead inbox, with its filters in the address. */
  adminLeads: (filter: Record<string, string | undefined> = {}) => withQuery('/admin/leads', filter),
  /** The staff console's list of messages sent, queued and failed (its filters and page in the address). */
  adminMessages: () => '/admin/messages' as const,
  /** Counsellors' bookings by day (a counsellor's own; an admin's filter by counsellor in the address). */
  adminAppointments: (filter: { counsellorId?: string | undefined } = {}) =>
    withQuery('/admin/appointments', filter),
  /** Counsellors' desks and working hours (a counsellor: their own hours). */
  adminCounsellors: () => '/admin/counsellors' as const,
  /** The experience centres: visits are booked there and the directories list them (admins). */
  adminCentres: () => '/admin/centres' as const,
  /** The inbox's CSV download of the same filters. */
  adminLeadsCsv: (filter: Record<string, string | undefined> = {}) =>
    withQuery('/admin/leads/export', filter),
  /** Booking a video call or an experience-centre visit with a counsellor. */
  scheduleAppointment: () => '/schedule-appointment' as const,
  /** The learner's appointments: reschedule or cancel. */
  bookings: () => '/bookings' as const,
  /** Alumni a learner may ask to talk to. */
  alumniConnect: (filter: { university?: string | undefined } = {}) => withQuery('/alumni-connect', filter),
  /** Where an alumnus answers a learner's request, through the signed link of its email. */
  alumniReply: (token: string) => join('alumni-reply', token),
  /** The editors' back office: articles, redirects, the catalogue import. */
  adminContent: () => '/admin/content' as const,
  /** Which pages open the enquiry pop-up, when and in which layout (editors). */
  adminPageRules: () => '/admin/page-rules' as const,
  /** Who works here and their roles (admins). */
  adminStaff: () => '/admin/staff' as const,
  /** The learners a counsellor looks after (an admin's: every learner, by counsellor). */
  adminLearners: (filter: Record<string, string | undefined> = {}) => withQuery('/admin/learners', filter),
  /** One learner's file: profile, documents, applications, notes and recommendations. */
  adminLearner: (userId: string) => join('admin', 'learners', userId),
  /** The payment console: coupons, booster programs and their prices, orders. */
  adminCoupons: () => '/admin/coupons' as const,
  adminPrograms: () => '/admin/programs' as const,
  adminOrders: (filter: Record<string, string | undefined> = {}) => withQuery('/admin/orders', filter),
  /** The catalogue's universities with their brochure PDFs, and the accelerator programs. */
  adminCatalogue: () => '/admin/catalogue' as const,
  /** Operations settings kept by admins: alumni and buddies. */
  adminSettings: () => '/admin/settings' as const,
  /** How fast pages are for visitors: web vitals per page type (admins). */
  adminPerformance: () => '/admin/performance' as const,
  /** One stored width of an uploaded picture (WebP). */
  media: (mediaId: string, width: number) => join('media', mediaId, `${width}.webp`),
  /** Editors' list of articles and exam pages whose facts are due for a check. */
  adminStaleContent: (olderThanDays?: number) => withQuery('/admin/content/stale', { olderThanDays }),
  profileQuestions: () => '/profile-questions' as const,
  profileCompleted: () => '/profile-completed' as const,
  /** `/booster-program`, a program (`/booster-program/sa-lite`), or its apply-now page. */
  boosterProgram: (slug?: string) => join('booster-program', slug),
  boosterApplyNow: (slug?: string, packageId?: number) =>
    withQuery(join('booster-program', slug, 'apply-now'), { package: packageId }),
  /** The outcome of a payment (`/payments/status?orderId=`). */
  paymentStatus: (orderId: string) => withQuery('/payments/status', { orderId }),
  /** The built-in test gateway's checkout page for an order (never in production). */
  testCheckout: (orderId: string) => join('payments', 'test-gateway', orderId),
  /** Razorpay's checkout for an order, opened on our page. */
  paymentCheckout: (orderId: string) => join('payments', 'checkout', orderId),
  /** A receipt PDF through its signed link. */
  paymentReceipt: (token: string) => join('payments', 'receipt', token),
  /** A paid learner's guide PDF through its signed link. */
  learnerGuideFile: (token: string) => join('learners-guide', token),

  cgpaToGpaCalculator: () => '/cgpa-to-gpa-calculator' as const,
  sgpaToPercentageCalculator: () => '/sgpa-to-percentage-calculator' as const,
  ieltsBandCalculator: () => '/calculator/ielts-band' as const,
  educationLoanCalculator: () => '/calculator/education-loan' as const,
  educationLoanCalculatorFor: (country: string) => join('calculator', 'education-loan', country),
  expenseCalculator: () => '/expense-calculator' as const,
  expenseCalculatorFor: (country: string) => join('expense-calculator', country),

  webinars: () => '/webinars' as const,
  webinar: (id: number) => join('webinar', String(id)),
  webinarRegister: (id: number) => join('webinar', String(id), 'register'),
  liveWebinar: (slug: string) => join('live-webinar', slug),
  events: () => '/events' as const,
  event: (slug: string) => join('events', slug),
  /** The fair's "Add to calendar" file. */
  eventCalendar: (slug: string) => join('events', slug, 'calendar'),
  /** The page event staff open from a visitor's QR pass to check them in. */
  eventCheckIn: (token: string) => join('events', 'check-in', token),

  enquiry: (layoutId: string) => join(layoutId),
  /** The enquiry prefilled with the plan of the page a link is on (`planFromQuery` reads it). */
  enquiryAbout: (plan: PlanQuery) => withQuery('/enquiry', { ...plan }),
  enquiryThankYou: () => '/enquiry/thankyou' as const,
  scholarships: () => '/scholarship' as const,
  /** The site search's results page (`/search?q=`, optionally one `kind`). */
  search: (query?: { q?: string | undefined; kind?: string | undefined }) =>
    query ? withQuery('/search', query) : ('/search' as const),
  accommodation: (city?: string) => withQuery('/accommodation', { city }),
  contactUs: () => '/contact-us' as const,
  preferences: () => '/preferences' as const,
  htmlSitemap: () => '/html-sitemap/sitemap' as const,
  sitemapIndex: () => '/sitemap.xml' as const,
  sitemapPart: (name: string) => join('sitemaps', `${name}.xml`),
  notFound: () => '/404' as const,
  /** The login page, coming back to `redirect` (a path under the base path) after login. */
  login: (redirect?: string) => withQuery('/login', { redirect }),

  universityLogo: (slug: string) => join('university-logos', `${slug}.svg`),
  /** A destination's flag (`/flags/gb.svg`), by its ISO 3166 alpha-2 code. */
  flag: (iso2: string) => join('flags', `${iso2.toLowerCase()}.svg`),
  banner: (image: string, size: string) => join('banners', `${image}-${size}.webp`),
  brandLogo: () => '/brand/logo.svg' as const,
  icon: () => '/icon.svg' as const,
};

/** The city slug inside a coaching-centre page slug (`ielts-coaching-centre-in-pune` → `pune`). */
export function coachingCitySlug(pageSlug: string): string | undefined {
  return pageSlug.startsWith(COACHING_PREFIX)
    ? pageSlug.slice(COACHING_PREFIX.length) || undefined
    : undefined;
}

/** A route under the base path: `/usa` → `/study-abroad/usa`; the home page is the bare base path. */
export function sitePath(route: string): string {
  return `${BASE_PATH}${route === '/' || route.startsWith('/?') || route.startsWith('/#') ? route.slice(1) : route}`;
}

/** A route as an absolute address on `origin` (`https://example.com`), for sitemaps, JSON-LD and e-mail. */
export function siteUrl(origin: string, route: string): string {
  return new URL(sitePath(route), origin).href;
}
