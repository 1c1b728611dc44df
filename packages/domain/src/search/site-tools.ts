import { CALCULATOR_PAGES } from '../calculators/calculator-pages.ts';
import { siteRoutes } from '../routes/site-routes.ts';
import type { SearchKind } from './schemas.ts';

/** A tool or fixed page search finds by name; `keywords` are the other words students use for it. */
export interface SiteTool {
  kind: Extract<
    SearchKind,
    'calculator' | 'page' | 'scholarship' | 'webinar' | 'event' | 'ebook' | 'program'
  >;
  title: string;
  subtitle: string;
  path: string;
  keywords: string;
}

const CALCULATOR_KEYWORDS: Record<(typeof CALCULATOR_PAGES)[number]['id'], string> = {
  'cgpa-to-gpa-calculator': 'cgpa gpa convert conversion percentage 4.0 scale grade converter',
  'expense-calculator': 'living cost expenses budget rent monthly cost of living calculator',
  'ielts-band-calculator': 'ielts band score overall band calculator',
  'education-loan-calculator': 'emi loan interest repayment education loan',
  'sgpa-to-percentage-calculator': 'sgpa cgpa percentage convert conversion',
};

/** The site's tools and its fixed pages, indexed beside the content. */
export const SITE_TOOLS: readonly SiteTool[] = [
  ...CALCULATOR_PAGES.map((c) => ({
    kind: 'calculator' as const,
    title: c.name,
    subtitle: c.summary,
    path: c.path,
    keywords: CALCULATOR_KEYWORDS[c.id],
  })),
  {
    kind: 'page',
    title: 'Book a free counselling session',
    subtitle: 'A video call or a visit with a study-abroad counsellor',
    path: siteRoutes.scheduleAppointment(),
    keywords: 'book counselling counseling counsellor counselor appointment session call expert advice',
  },
  {
    kind: 'page',
    title: 'Contact us',
    subtitle: 'Write to us or call our counsellors',
    path: siteRoutes.contactUs(),
    keywords: 'contact phone email help support address office',
  },
  {
    kind: 'page',
    title: 'Compare courses',
    subtitle: 'Fees, duration and requirements side by side',
    path: siteRoutes.compareCourses(),
    keywords: 'compare comparison courses side by side',
  },
  {
    kind: 'scholarship',
    title: 'Scholarship finder',
    subtitle: 'Scholarships you can apply for, by country and level',
    path: siteRoutes.scholarships(),
    keywords: 'scholarships funding financial aid grants finder',
  },
  {
    kind: 'webinar',
    title: 'Webinars',
    subtitle: 'Free live sessions with universities and counsellors',
    path: siteRoutes.webinars(),
    keywords: 'webinars online sessions live',
  },
  {
    kind: 'event',
    title: 'Education fairs',
    subtitle: 'Meet universities in your city',
    path: siteRoutes.events(),
    keywords: 'events fairs education fair expo meet universities',
  },
  {
    kind: 'ebook',
    title: 'E-books',
    subtitle: 'Free guides to download',
    path: siteRoutes.ebooks(),
    keywords: 'ebooks guides download pdf',
  },
  {
    kind: 'page',
    title: 'Accommodation',
    subtitle: 'Student housing near your university',
    path: siteRoutes.accommodation(),
    keywords: 'accommodation housing hostel rent room stay',
  },
  {
    kind: 'page',
    title: 'Talk to alumni',
    subtitle: 'Ask students who studied there',
    path: siteRoutes.alumniConnect(),
    keywords: 'alumni connect talk students seniors',
  },
  {
    kind: 'program',
    title: 'Booster programs',
    subtitle: 'Counselling, applications and test prep packages',
    path: siteRoutes.boosterProgram(),
    keywords: 'booster program package paid counselling plans',
  },
];
