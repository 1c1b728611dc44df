import type { z } from 'zod';
import { CALCULATOR_PAGES } from '@meridian/domain/calculators/calculator-pages';
import { countryCategorySlug } from '@meridian/domain/content/country-category';
import type { HeaderMenu, MenuPanel } from '@meridian/domain/navigation/schemas';
import { readUniversities } from '#api/db/seed/content-files/records.ts';
import { readKbTopics } from '#api/db/seed/content-files/knowledge-base.ts';
import { calculatorLink, menuBuilders, slugify, type Pair } from './builders.ts';
import type { IsLive } from './live-routes.ts';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

type PanelInput = z.input<typeof MenuPanel>;

/**
 * Subjects each country panel lists, named as the catalogue names them: each label's slug is a
 * primary category or a specialization (data/catalogue/programmes.ts), so `/{country}/courses/{slug}`
 * and `/{country}/masters/{slug}` are real listings; a link stays disabled where no course matches.
 */
const STREAMS: Record<string, readonly string[]> = {
  usa: [
    'Computer Science',
    'Data Science',
    'Business Analytics',
    'Engineering',
    'Business Administration',
    'Mechanical Engineering',
    'Electrical Engineering',
    'Public Health',
    'Finance',
    'Information Technology',
  ],
  australia: [
    'Information Technology',
    'Data Science',
    'Accounting',
    'Nursing',
    'Engineering',
    'Business Administration',
    'Business Analytics',
    'Public Health',
    'Cyber Security',
    'Management',
  ],
  canada: [
    'Computer Science',
    'Data Science',
    'Business Management',
    'Engineering',
    'Management',
    'Supply Chain Management',
    'Health Informatics',
    'Finance',
    'Hospitality Management',
    'Business Administration',
  ],
  uk: [
    'Computer Science',
    'Data Science',
    'Business Administration',
    'Finance',
    'Management',
    'Marketing',
    'Public Health',
    'Law',
    'Engineering',
    'International Business',
  ],
  ireland: [
    'Business Analytics',
    'Computer Science',
    'Statistics',
    'Finance',
    'Pharmacy',
    'Marketing',
    'Cloud Computing',
    'Supply Chain Management',
    'Cyber Security',
    'Business Administration',
  ],
};

const SPECIALISATIONS: Record<string, readonly string[]> = {
  usa: [
    'Computer Science',
    'Data Science',
    'Business Analytics',
    'Information Technology',
    'Electrical Engineering',
    'Mechanical Engineering',
    'Civil Engineering',
    'Biotechnology',
    'Finance',
    'Supply Chain Management',
  ],
  australia: [
    'Information Technology',
    'Data Science',
    'Accounting',
    'Software Engineering',
    'Cyber Security',
    'Business Analytics',
    'Nursing',
    'Public Health',
    'Civil Engineering',
    'Marketing',
  ],
  canada: [
    'Computer Science',
    'Data Science',
    'Electrical Engineering',
    'Mechanical Engineering',
    'Business Analytics',
    'Industrial Engineering',
    'Finance',
    'Civil Engineering',
    'Information Technology',
    'Public Health',
  ],
  uk: [
    'Computer Science',
    'Data Science',
    'Artificial Intelligence',
    'Finance',
    'Business Analytics',
    'Management',
    'Marketing',
    'Public Health',
    'Mechanical Engineering',
    'International Business',
  ],
  ireland: [
    'Business Analytics',
    'Computer Science',
    'Machine Learning',
    'Finance',
    'Artificial Intelligence',
    'Biotechnology',
    'Marketing',
    'Cyber Security',
    'Management',
    'Supply Chain Management',
  ],
};

/** Names as students search for them; each becomes an article under /articles/{slug}. */
function reads(country: string, name: string): Pair[] {
  return [
    [`Study in ${name}: complete guide`, siteRoutes.article(`study-in-${country}`)],
    [`Cost of studying in ${name}`, siteRoutes.article(`cost-of-studying-in-${country}`)],
    [`Cost of living in ${name}`, siteRoutes.article(`cost-of-living-in-${country}`)],
    [`${name} student visa guide`, siteRoutes.article(`${country}-student-visa`)],
    [`Scholarships in ${name}`, siteRoutes.article(`scholarships-in-${country}`)],
    [`Part-time jobs in ${name}`, siteRoutes.article(`part-time-jobs-in-${country}`)],
    [`Post-study work in ${name}`, siteRoutes.article(`post-study-work-visa-${country}`)],
    [`Intakes in ${name}`, siteRoutes.article(`intakes-in-${country}`)],
  ];
}

function topUniversities(country: string): Pair[] {
  return readUniversities()
    .filter((u) => u.countrySlug === country)
    .sort((a, b) => (a.worldRanking ?? Number.MAX_SAFE_INTEGER) - (b.worldRanking ?? Number.MAX_SAFE_INTEGER))
    .slice(0, 10)
    .map((u) => [u.name, siteRoutes.university(u)] as const);
}

function countryPanel(
  { column, headingLink }: Builders,
  country: string,
  name: string,
  parts: readonly ('streams' | 'masters' | 'universities' | 'reads')[],
): PanelInput {
  const id = `countries.${country}`;
  const columns = {
    streams: () =>
      column(
        `${id}.streams`,
        'Popular Streams',
        (STREAMS[country] ?? []).map(
          (s) => [s, siteRoutes.courseListing({ country, level: 'courses', subject: slugify(s) })] as const,
        ),
        {
          viewLink: siteRoutes.courseListing({ country, level: 'courses' }),
          viewLinkText: `All courses in ${name}`,
        },
      ),
    masters: () =>
      column(
        `${id}.specialisations`,
        'Popular Specializations',
        (SPECIALISATIONS[country] ?? []).map(
          (s) =>
            [
              `Masters in ${s}`,
              siteRoutes.courseListing({ country, level: 'masters', subject: slugify(s) }),
            ] as const,
        ),
        {
          viewLink: siteRoutes.courseListing({ country, level: 'masters' }),
          viewLinkText: `All masters in ${name}`,
        },
      ),
    universities: () =>
      column(`${id}.universities`, 'Top Ranked Universities', topUniversities(country), {
        viewLink: siteRoutes.universityListing({ country }),
        viewLinkText: `All universities in ${name}`,
      }),
    reads: () =>
      column(`${id}.reads`, 'Top Reads', reads(country, name), {
        viewLink: siteRoutes.articleCategory(countryCategorySlug(country)),
        viewLinkText: `More on studying in ${name}`,
      }),
  };
  return {
    id,
    heading: name,
    ...headingLink(siteRoutes.country(country)),
    details: `Explore ${name}`,
    child: parts.map((part) => ({
      ...columns[part](),
      parentUrl: siteRoutes.country(country),
      parentLinkName: name,
    })),
  };
}

const OTHER_MASTERS = [
  'Computer Science',
  'Data Science',
  'Business Analytics',
  'Business Administration',
  'Finance',
  'Artificial Intelligence',
  'Mechanical Engineering',
  'Public Health',
  'Marketing',
  'Supply Chain Management',
];
const OTHER_BACHELORS = [
  'Computer Science',
  'Business Administration',
  'Mechanical Engineering',
  'Economics',
  'Psychology',
  'Nursing',
  'Hospitality Management',
  'Architecture',
  'Biotechnology',
  'Media and Communication',
];

const EXAMS = [
  { slug: 'ielts', name: 'IELTS', ebook: null },
  { slug: 'gre', name: 'GRE', ebook: 'gre-exam-guide' },
  { slug: 'gmat', name: 'GMAT', ebook: 'gmat-exam-guide' },
  { slug: 'toefl', name: 'TOEFL', ebook: 'toefl-exam-guide' },
  { slug: 'pte', name: 'PTE', ebook: 'pte-exam-guide' },
  { slug: 'duolingo', name: 'Duolingo', ebook: 'duolingo-exam-guide' },
] as const;

const EXAM_TOPICS: readonly Pair[] = [
  ['Overview', 'overview'],
  ['Exam fee', 'exam-fee'],
  ['Exam dates', 'exam-dates'],
  ['Exam pattern', 'exam-pattern'],
  ['Syllabus', 'syllabus'],
  ['Eligibility', 'eligibility'],
  ['Scores', 'score'],
];

function examPanel(
  { column, headingLink }: Builders,
  ebookHref: EbookHref,
  exam: (typeof EXAMS)[number],
): PanelInput {
  const id = `exams.${exam.slug}`;
  const columns = [
    column(
      `${id}.explore`,
      `Explore ${exam.name}`,
      EXAM_TOPICS.map(
        ([text, topic]) =>
          [`${exam.name} ${text.toLowerCase()}`, siteRoutes.examPage(exam.slug, topic)] as const,
      ),
      {
        viewLink: siteRoutes.exam(exam.slug),
        viewLinkText: `All about ${exam.name}`,
      },
    ),
  ];
  if (exam.ebook) {
    columns.push(
      column(`${id}.ebooks`, 'Free e-book', [[`${exam.name} guide (free e-book)`, ebookHref(exam.ebook)]]),
    );
  }
  return { id, heading: exam.name, ...headingLink(siteRoutes.exam(exam.slug)), child: columns };
}

const OTHER_EXAMS: readonly Pair[] = [
  ['SAT', '/exam/sat'],
  ['ACT', '/exam/act'],
  ['USMLE', '/exam/other-exams/usmle'],
  ['OET', '/exam/other-exams/oet'],
  ['PLAB', '/exam/other-exams/plab'],
  ['LSAT', '/exam/other-exams/lsat'],
  ['MCAT', '/exam/other-exams/mcat'],
  ['NEET', '/exam/other-exams/neet'],
];

const ARTICLE_GROUPS: Record<string, readonly Pair[]> = {
  'Study Abroad Essentials': [
    ['How to choose a study abroad country', '/articles/how-to-choose-a-study-abroad-country'],
    ['Documents required to study abroad', '/articles/documents-required-to-study-abroad'],
    ['Education loan for study abroad', '/articles/education-loan-for-study-abroad'],
    ['Student visa interview tips', '/articles/student-visa-interview-tips'],
    ['Study abroad after 12th', '/articles/study-abroad-after-12th'],
    ['Study abroad without IELTS', '/articles/study-abroad-without-ielts'],
  ],
  'SOPs & LORs': [
    ['How to write an SOP', '/articles/how-to-write-an-sop'],
    ['SOP for MS in Computer Science', '/articles/sop-for-ms-in-computer-science'],
    ['SOP for MBA', '/articles/sop-for-mba'],
    ['LOR format and samples', '/articles/lor-format'],
    ['How to ask a professor for an LOR', '/articles/how-to-ask-a-professor-for-a-lor'],
  ],
  'Jobs & Salary': [
    ['Highest paying jobs in the USA', '/articles/highest-paying-jobs-in-usa'],
    ['Jobs after MS in Canada', '/articles/jobs-after-ms-in-canada'],
    ['Average salary in Germany', '/articles/average-salary-in-germany'],
    ['Part-time jobs in the UK', '/articles/part-time-jobs-in-uk'],
    ['Jobs after masters in Australia', '/articles/jobs-after-masters-in-australia'],
  ],
  'Must Reads': [
    ['GRE vs GMAT', '/articles/gre-vs-gmat'],
    ['IELTS vs TOEFL vs PTE', '/articles/ielts-vs-toefl-vs-pte'],
    ['Fall vs Spring intake', '/articles/fall-vs-spring-intake'],
    ['Cheapest countries to study abroad', '/articles/cheapest-countries-to-study-abroad'],
    ['Blocked account in Germany', '/articles/blocked-account-germany'],
  ],
};

const CONSULTANT_CITIES = [
  'Delhi',
  'Mumbai',
  'Bangalore',
  'Hyderabad',
  'Chennai',
  'Pune',
  'Kolkata',
  'Kochi',
  'Ahmedabad',
  'Chandigarh',
];

const SCHOLARSHIPS: Record<string, readonly Pair[]> = {
  UK: [
    ['Chevening Scholarship', '/articles/chevening-scholarship'],
    ['Rhodes Scholarship', '/articles/rhodes-scholarship-india'],
    ['Gates Cambridge Scholarship', '/articles/gates-cambridge-scholarship'],
    ['GREAT Scholarships', '/articles/great-scholarships-uk'],
    ['Charles Wallace India Trust', '/articles/charles-wallace-india-trust-scholarship'],
    [
      'British Council scholarships for women in STEM',
      '/articles/british-council-scholarships-for-women-in-stem',
    ],
    ['Cambridge scholarships for Indian students', '/articles/cambridge-scholarships-for-indian-students'],
  ],
  Germany: [
    ['DAAD Scholarship', '/articles/daad-scholarship'],
    ['Friedrich Ebert Stiftung Scholarship', '/articles/friedrich-ebert-stiftung-scholarship'],
    ['Deutschlandstipendium', '/articles/deutschlandstipendium'],
    ['SBW Berlin Scholarship', '/articles/sbw-berlin-scholarship'],
    ['Scholarships in Germany', '/articles/scholarships-in-germany'],
  ],
  USA: [
    ['Fulbright-Nehru Fellowships', '/articles/fulbright-nehru-masters-fellowship'],
    ['Stuart Hall Scholarship', '/articles/stuart-hall-scholarship'],
    ['Scholarships in the USA', '/articles/scholarships-in-usa'],
  ],
  Australia: [
    ['Australia Awards Scholarship', '/articles/australia-awards-scholarship'],
    ['Sydney Scholars India Scholarship', '/articles/sydney-scholars-india-scholarship'],
    ['Scholarships in Australia', '/articles/scholarships-in-australia'],
  ],
};

/** E-book groups as [text, e-book slug]; the menu links each to the e-book's real `/ebooks/{slug}-{id}`. */
const EBOOK_GROUPS: Record<string, readonly Pair[]> = {
  'Country Guides': ['UK', 'Canada', 'USA', 'Germany', 'Australia', 'Singapore', 'Ireland'].map(
    (c) => [`Study in ${c} guide`, `study-in-${slugify(c)}-guide`] as const,
  ),
  'Exams Guides': [
    ['IELTS preparation guide', 'ielts-exam-guide'],
    ['TOEFL iBT guide', 'toefl-exam-guide'],
    ['GRE preparation guide', 'gre-exam-guide'],
    ['GMAT Focus Edition guide', 'gmat-exam-guide'],
    ['SAT guide', 'sat-exam-guide'],
    ['Duolingo English Test guide', 'duolingo-exam-guide'],
    ['ACT guide', 'act-exam-guide'],
    ['PTE Academic syllabus', 'pte-exam-guide'],
  ],
  'Recommended Reads': [
    ['Study abroad checklist', 'study-abroad-checklist'],
    ['Education loans explained', 'education-loans-explained'],
    ['Official resources for visa applications', 'official-visa-application-resources'],
  ],
  'SOP Guides': [
    ['SOP writing guide', 'sop-writing-guide'],
    ['LOR guide', 'lor-writing-guide'],
  ],
};

const MORE: Record<string, { heading: string; links: readonly Pair[] }> = {
  tools: {
    heading: 'Tools',
    links: CALCULATOR_PAGES.map(calculatorLink),
  },
  programs: {
    heading: 'Programs',
    links: [
      ['Booster program', '/booster-program'],
      ['Alumni connect', '/alumni-connect'],
      ['Scholarships', '/scholarship'],
    ],
  },
  company: {
    heading: 'Company',
    links: [
      ['University partnership', '/university-partnership'],
      ['Accommodation', '/accommodation'],
      ['Experience centres', '/{product}-abroad-experience-centers'],
      ['Book an appointment', '/schedule-appointment'],
      ['Events', '/events'],
      ['Careers', '/careers'],
      ['Offline centres', '/{product}-office'],
    ],
  },
};

type Builders = ReturnType<typeof menuBuilders>;

/**
 * Where an e-book's page is (`/ebooks/{slug}-{id}`: the id is the database's); an e-book that does
 * not exist yet keeps `/ebooks/{slug}`, which is not live, so its link is seeded disabled.
 */
export type EbookHref = (slug: string) => string;

/** The header mega-menu, each link enabled only while its page exists. */
export function headerMenu(isLive: IsLive, ebookHref: EbookHref): z.input<typeof HeaderMenu> {
  const builders = menuBuilders(isLive);
  const { column, headingLink } = builders;
  return [
    {
      id: 'countries',
      heading: 'Countries',
      iconName: 'icon2',
      child: [
        countryPanel(builders, 'usa', 'USA', ['streams', 'masters', 'universities', 'reads']),
        countryPanel(builders, 'australia', 'Australia', ['streams', 'masters', 'universities', 'reads']),
        countryPanel(builders, 'canada', 'Canada', ['streams', 'masters', 'universities', 'reads']),
        countryPanel(builders, 'uk', 'UK', ['streams', 'masters', 'universities', 'reads']),
        countryPanel(builders, 'germany', 'Germany', ['universities', 'reads']),
        countryPanel(builders, 'ireland', 'Ireland', ['streams', 'masters', 'universities', 'reads']),
        countryPanel(builders, 'france', 'France', ['reads']),
        countryPanel(builders, 'finland', 'Finland', ['reads']),
        {
          id: 'countries.other',
          heading: 'Other',
          ...headingLink('/others'),
          details: 'Explore other destinations',
          child: [
            column(
              'countries.other.masters',
              'Top Masters Courses',
              OTHER_MASTERS.map(
                (s) =>
                  [
                    `Masters in ${s}`,
                    siteRoutes.courseListing({ level: 'masters', subject: slugify(s) }),
                  ] as const,
              ),
            ),
            column(
              'countries.other.bachelors',
              'Top Bachelors Courses',
              OTHER_BACHELORS.map(
                (s) =>
                  [
                    `Bachelors in ${s}`,
                    siteRoutes.courseListing({ level: 'bachelors', subject: slugify(s) }),
                  ] as const,
              ),
            ),
          ],
        },
      ],
    },
    {
      id: 'exams',
      heading: 'Exams',
      iconName: 'icon3',
      child: [
        ...EXAMS.map((exam) => examPanel(builders, ebookHref, exam)),
        {
          id: 'exams.other',
          heading: 'Other Exam',
          ...headingLink('/exam'),
          child: [
            column('exams.other.list', 'Other exams', OTHER_EXAMS, {
              viewLink: '/exam',
              viewLinkText: 'All exams',
            }),
          ],
        },
      ],
    },
    {
      id: 'resources',
      heading: 'Resources',
      iconName: 'icon4',
      child: [
        {
          id: 'resources.articles',
          heading: 'Articles',
          ...headingLink('/articles'),
          child: Object.entries(ARTICLE_GROUPS).map(([heading, links]) =>
            column(`resources.articles.${slugify(heading)}`, heading, links, {
              viewLink: '/articles',
              viewLinkText: 'All articles',
            }),
          ),
        },
        {
          id: 'resources.scholarships',
          heading: 'Scholarships',
          ...headingLink('/scholarship'),
          child: Object.entries(SCHOLARSHIPS).map(([country, links]) =>
            column(`resources.scholarships.${slugify(country)}`, `${country} scholarships`, links),
          ),
        },
        {
          id: 'resources.knowledge-base',
          heading: 'Knowledge base',
          ...headingLink('/knowledge-base'),
          child: [
            column(
              'resources.knowledge-base.topics',
              'Questions answered',
              readKbTopics().map((topic) => [topic.name, siteRoutes.knowledgeBase(topic.slug)] as const),
              { viewLink: '/knowledge-base', viewLinkText: 'All questions' },
            ),
          ],
        },
        {
          id: 'resources.consultants',
          heading: 'Study abroad consultants',
          ...headingLink('/consultant'),
          child: [
            column(
              'resources.consultants.cities',
              'Consultants near you',
              CONSULTANT_CITIES.map(
                (city) => [`Consultants in ${city}`, siteRoutes.consultantsIn(slugify(city))] as const,
              ),
              { viewLink: '/consultant', viewLinkText: 'All cities' },
            ),
          ],
        },
      ],
    },
    {
      id: 'ebooks',
      heading: 'E-books',
      iconName: 'icon5',
      componentName: 'columns',
      child: [
        {
          id: 'ebooks.all',
          heading: 'E-books',
          ...headingLink('/ebooks'),
          details: 'Explore all e-books',
          child: Object.entries(EBOOK_GROUPS).map(([heading, links]) =>
            column(
              `ebooks.${slugify(heading)}`,
              heading,
              links.map(([text, slug]) => [text, ebookHref(slug)] as const),
            ),
          ),
        },
      ],
    },
    {
      id: 'more',
      heading: 'More',
      iconName: 'icon6',
      componentName: 'columns',
      child: [
        {
          id: 'more.all',
          heading: 'More',
          child: Object.entries(MORE).map(([key, { heading, links }]) =>
            column(`more.${key}`, heading, links),
          ),
        },
      ],
    },
  ];
}
