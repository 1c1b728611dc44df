import type { ContentBlock } from '@meridian/domain/content/blocks';
import { formatMoney } from '@meridian/domain/money';
import { COUNTRY_CONTENT } from '../countries/index.ts';
import { ARTICLES } from './articles/index.ts';
import { faqBlock, h2, p, table, tip, ul, warn } from './blocks.ts';
import type { EbookSeed } from './ebooks.ts';

/**
 * Chapters made of published articles: each article's title becomes a chapter heading and its own
 * headings sit one level below, so the e-book and its PDF read as one guide.
 */
function chaptersFrom(slugs: readonly string[]): ContentBlock[] {
  return slugs.flatMap((slug) => {
    const article = ARTICLES.find((a) => a.slug === slug);
    if (!article) throw new Error(`e-book chapter: no article ${slug}`);
    const body = article.body.map((block): ContentBlock =>
      block.type === 'heading' ? { ...block, level: 3 } : block,
    );
    const faqs = article.faqs.map((f): [string, string] => [f.question, f.answer]);
    return [h2(article.title), ...body, ...(faqs.length > 0 ? [faqBlock(...faqs)] : [])];
  });
}

/** Official government and agency sites per destination, with what each is for. */
const OFFICIAL_SOURCES: Record<string, readonly [site: string, url: string, use: string][]> = {
  uk: [
    ['GOV.UK Student visa', 'https://www.gov.uk/student-visa', 'Rules, fees and the online application'],
    [
      'Register of licensed student sponsors',
      'https://www.gov.uk/government/publications/register-of-licensed-sponsors-students',
      'Check the university can issue a CAS',
    ],
    ['Tuberculosis test clinics', 'https://www.gov.uk/tb-test-visa', 'Home Office-approved clinics in India'],
    [
      'Immigration Health Surcharge',
      'https://www.gov.uk/healthcare-immigration-application',
      'Work out and pay the surcharge',
    ],
  ],
  usa: [
    [
      'U.S. Department of State: student visas',
      'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
      'F-1 rules and steps',
    ],
    ['DS-160 online form', 'https://ceac.state.gov/genniv/', 'The visa application form'],
    ['SEVIS I-901 fee', 'https://www.fmjfee.com', 'Pay the SEVIS fee before the interview'],
    [
      'U.S. Embassy and Consulates in India',
      'https://in.usembassy.gov/visas/',
      'Fees, appointments and waits in India',
    ],
    [
      'Study in the States (DHS)',
      'https://studyinthestates.dhs.gov',
      'Rules for F-1 students once in the USA',
    ],
  ],
  canada: [
    [
      'IRCC: study permit',
      'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
      'Eligibility, documents and the online application',
    ],
    [
      'Designated learning institutions list',
      'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html',
      'Check the college or university can host international students',
    ],
    [
      'IRCC processing times',
      'https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html',
      'Current wait for a study permit from India',
    ],
  ],
  australia: [
    [
      'Department of Home Affairs: Student visa (subclass 500)',
      'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
      'Requirements, fee and processing times',
    ],
    ['ImmiAccount', 'https://online.immi.gov.au', 'Where the application is lodged'],
    [
      'CRICOS register',
      'https://cricos.education.gov.au',
      'Check the course is registered for international students',
    ],
  ],
  germany: [
    [
      'German Missions in India',
      'https://india.diplo.de',
      'National (D) visa for study: checklists and appointments',
    ],
    [
      'APS India',
      'https://www.aps-india.de',
      'Academic Evaluation Centre certificate, required of Indian applicants',
    ],
    [
      'Make it in Germany',
      'https://www.make-it-in-germany.com',
      'The federal portal on study, work and residence',
    ],
    ['DAAD', 'https://www.daad.de', 'Courses, scholarships and admission requirements'],
  ],
  ireland: [
    [
      'Irish Immigration Service',
      'https://www.irishimmigration.ie',
      'Study visa rules and the online application',
    ],
    ['Education in Ireland', 'https://www.educationinireland.com', 'Institutions and courses'],
  ],
  france: [
    ['France-Visas', 'https://france-visas.gouv.fr', 'The official visa application site'],
    [
      'Campus France India',
      'https://www.inde.campusfrance.org',
      'The Études en France procedure and interview',
    ],
  ],
  finland: [
    ['Finnish Immigration Service (Migri)', 'https://migri.fi', 'Residence permit for studies'],
    ['Enter Finland', 'https://enterfinland.fi', 'Where the permit application is made'],
    ['Study in Finland', 'https://www.studyinfinland.fi', 'Programmes, fees and scholarships'],
  ],
};

const VISA_COUNTRIES = [
  ['uk', 'the UK'],
  ['usa', 'the USA'],
  ['canada', 'Canada'],
  ['australia', 'Australia'],
  ['germany', 'Germany'],
  ['ireland', 'Ireland'],
  ['france', 'France'],
  ['finland', 'Finland'],
] as const;

/** A site shown by its address, so the printed PDF keeps it. */
const shown = (url: string) => `[${url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}](${url})`;

function visaChapter(slug: string, name: string): ContentBlock[] {
  const content = COUNTRY_CONTENT.find((c) => c.slug === slug);
  const sources = OFFICIAL_SOURCES[slug];
  if (!content || !sources) throw new Error(`visa resources: no content for ${slug}`);
  const { visa } = content;
  return [
    h2(`Studying in ${name}: ${visa.name}`),
    p(
      `Government fee at the time of writing: ${formatMoney(visa.fee.amountMinor, visa.fee.currency)}. ${visa.processingTime}`,
    ),
    table(
      `Official sources for ${name}`,
      ['Source', 'Address', 'Use it for'],
      ...sources.map(([site, url, use]) => [site, shown(url), use]),
    ),
    p(`Proof of funds: ${visa.proofOfFunds}`),
    ul(...visa.requirements),
  ];
}

const VISA_RESOURCES: EbookSeed = {
  slug: 'official-visa-application-resources',
  title: 'Official Resources for Student Visa Applications: Where to Apply, Pay and Check',
  summary:
    'The government sites where you apply, pay fees and check rules for student visas to the UK, USA, Canada, Australia, Germany, Ireland, France and Finland, with each visa’s fee, processing time, funds and documents.',
  category: 'recommended-reads',
  downloads: 9_800,
  isFeatured: false,
  isNewlyAdded: true,
  highlights: [
    'The official application site of each country',
    'Fees, processing times and proof of funds',
    'Documents each visa asks for',
    'How to spot a fake visa website or agent',
  ],
  body: [
    p(
      'Every student visa is applied for on a government website or through the visa application centre the government names. This guide lists those sites for the eight countries Indian students choose most, with the facts you need before you open them. Fees and rules change: check the official page on the day you apply.',
    ),
    warn(
      'Pay visa fees only on the official site or at the named visa application centre. No agent can buy you an appointment, a faster decision or a guaranteed visa; a site that offers one is not official.',
    ),
    h2('Before any visa: your passport and police clearance'),
    p(
      `Apply for or renew your passport on Passport Seva, ${shown('https://www.passportindia.gov.in')}, early: most visas need a passport valid for your whole course, and some countries ask for a police clearance certificate, which is also requested there.`,
    ),
    ...VISA_COUNTRIES.flatMap(([slug, name]) => visaChapter(slug, name)),
    tip(
      'Keep one folder, on paper and in the cloud, with your offer letter, fee receipts, loan sanction letter, bank statements, test scores and passport scans: every one of these sites asks for the same core documents.',
    ),
  ],
  publishedOn: '2026-09-15',
};

const SINGAPORE_GUIDE: EbookSeed = {
  slug: 'study-in-singapore-guide',
  title: 'Study in Singapore: The Complete Guide for Indian Students',
  summary:
    'Universities, tuition with and without the MOE Tuition Grant, living costs, the Student’s Pass, work rights and the road to an Employment Pass, in one guide you can read offline.',
  category: 'country-guides',
  downloads: 7_600,
  isFeatured: false,
  isNewlyAdded: true,
  highlights: [
    'The six autonomous universities',
    'Tuition Grant and its three-year work bond',
    'Student’s Pass through ICA',
    'Work rights and the Employment Pass',
  ],
  body: [
    h2('Why study in Singapore'),
    p(
      'Singapore is a four-hour flight from Chennai, teaches in English and is home to two of Asia’s strongest universities: in the QS World University Rankings 2025 the National University of Singapore (NUS) placed 8th and Nanyang Technological University (NTU) 15th. Degrees are shorter than in many countries for postgraduates (many master’s programmes take one year), and the city is safe and well connected for internships with regional headquarters.',
    ),
    h2('Universities'),
    p(
      'The six autonomous universities are publicly funded and receive the Ministry of Education’s Tuition Grant: NUS, NTU, Singapore Management University (SMU), Singapore University of Technology and Design (SUTD), Singapore Institute of Technology (SIT) and Singapore University of Social Sciences (SUSS). Private institutions also teach degrees, often awarded by partner universities abroad; check who awards the degree before you apply.',
    ),
    table(
      'The autonomous universities',
      ['University', 'Known for'],
      ['National University of Singapore (NUS)', 'Computing, engineering, business, law, medicine'],
      ['Nanyang Technological University (NTU)', 'Engineering, materials science, business, communication'],
      ['Singapore Management University (SMU)', 'Business, accountancy, economics, information systems, law'],
      ['Singapore University of Technology and Design (SUTD)', 'Design-led engineering and architecture'],
      ['Singapore Institute of Technology (SIT)', 'Applied degrees with work attachments'],
      ['Singapore University of Social Sciences (SUSS)', 'Social sciences and part-time degrees'],
    ),
    h2('Tuition fees and the Tuition Grant'),
    p(
      'International undergraduates at the autonomous universities can take the MOE Tuition Grant, which pays a large part of the fee. In return you sign a bond to work for a Singapore-registered company for three years after graduating. Without the grant the fee is much higher. Postgraduate coursework degrees usually carry no grant.',
    ),
    table(
      'Typical fees at the autonomous universities (check your programme’s page)',
      ['Study', 'Typical fee'],
      [
        'Bachelor’s with the Tuition Grant',
        'About S$17,000–S$30,000 a year for most courses; medicine and dentistry more',
      ],
      ['Bachelor’s without the Tuition Grant', 'Roughly double the subsidised fee, or more'],
      ['Taught master’s', 'About S$40,000–S$70,000 for the whole programme; MBAs more'],
    ),
    tip(
      'Apply for the Tuition Grant through the Ministry of Education’s portal (tgonline.moe.gov.sg) once you accept your offer, and read the bond terms before you sign: leaving Singapore early means repaying the grant.',
    ),
    h2('Living costs'),
    table(
      'Monthly living costs for a student in Singapore',
      ['Item', 'Per month'],
      ['University hostel room', 'S$400–S$1,000'],
      ['Room in a shared private flat', 'S$900–S$1,800'],
      ['Food (hawker centres and canteens)', 'S$400–S$700'],
      ['Public transport', 'S$60–S$120'],
      ['Phone, books and personal costs', 'S$150–S$300'],
    ),
    p(
      'Most students spend S$1,200–S$2,200 a month including rent. Hawker centres keep food cheap; rent is the cost that varies most, so apply for a university hostel early.',
    ),
    h2('Intakes'),
    table(
      'When programmes start',
      ['Intake', 'Starts', 'Apply'],
      [
        'Main intake',
        'August',
        'Undergraduate applications open around October and close between February and March',
      ],
      ['January intake', 'January', 'Some master’s programmes; apply by the previous summer'],
    ),
    h2('The Student’s Pass'),
    p(
      `Students are admitted on a Student’s Pass issued by the Immigration & Checkpoints Authority (ICA), ${shown('https://www.ica.gov.sg/reside/STP')}. Your university registers you in ICA’s Student’s Pass Online Application and Registration system (SOLAR+); you then complete the application online, no earlier than two months and no later than one month before the course starts.`,
    ),
    ul(
      'Offer letter and the SOLAR+ registration number from your university',
      'Passport valid for your course, and a recent passport photograph',
      'Academic certificates and, where ICA asks, proof of funds and a medical examination',
      'Processing fee of S$30, and an issuance fee of S$60 when the pass is issued; Indian nationals also pay a visa fee, as India is a visa-required country',
    ),
    p(
      'Approval comes as an In-Principle Approval letter, which also serves as your entry visa. The pass is issued after you arrive and complete formalities at ICA.',
    ),
    h2('Work rights'),
    p(
      `Full-time students at the autonomous universities and other approved institutions may work up to 16 hours a week during term and full-time during vacations without a work pass, as the Ministry of Manpower sets out at ${shown('https://www.mom.gov.sg')}.`,
    ),
    p(
      'Singapore has no post-study work visa. Graduates can ask their university to support a one-year Long-Term Visit Pass to look for work; the job itself needs an Employment Pass. From 1 January 2025 a new Employment Pass needs a salary of at least S$5,600 a month (S$6,200 in financial services), higher for older applicants, and must pass the COMPASS points framework.',
    ),
    faqBlock(
      [
        'Do I need IELTS for Singapore?',
        'Many master’s programmes ask for IELTS 6.5 or TOEFL iBT 85–100 unless your degree was taught in English; undergraduate admission reads your Class 12 English marks. Check each programme’s page.',
      ],
      [
        'Is the Tuition Grant worth the bond?',
        'For most students who want to start their career in Singapore, yes: it cuts the fee sharply and the three years of work count as experience. If you plan to leave straight after graduating, pay the full fee instead.',
      ],
      [
        'Can I work part-time at a private institution?',
        'Only students of institutions the Ministry of Manpower approves may work without a work pass; most private institutions are not on that list, so check before you count on part-time income.',
      ],
    ),
  ],
  publishedOn: '2026-08-20',
};

/** Guides for the mega menu's SOP and Recommended Reads groups, made of the site's own articles. */
const ARTICLE_GUIDES: EbookSeed[] = [
  {
    slug: 'sop-writing-guide',
    title: 'SOP Writing Guide: Structure, Length and Samples for MS and MBA',
    summary:
      'How admissions committees read a statement of purpose, a paragraph-by-paragraph structure, the mistakes that sink applications, and full samples for MS in Computer Science and the MBA.',
    category: 'sop-guides',
    downloads: 31_400,
    isFeatured: true,
    isNewlyAdded: false,
    highlights: [
      'A structure that works for any course',
      'Length and format universities expect',
      'Sample SOP for MS in Computer Science',
      'Sample SOP for the MBA',
    ],
    body: chaptersFrom(['how-to-write-an-sop', 'sop-for-ms-in-computer-science', 'sop-for-mba']),
    publishedOn: '2026-03-12',
  },
  {
    slug: 'lor-writing-guide',
    title: 'LOR Guide: Choosing Recommenders, Asking Them and the Letter Format',
    summary:
      'Who should recommend you, how and when to ask a professor or manager, what a strong letter of recommendation contains, and a sample letter to share with your recommender.',
    category: 'sop-guides',
    downloads: 17_900,
    isFeatured: false,
    isNewlyAdded: true,
    highlights: [
      'Academic or professional recommender',
      'When and how to ask, with an email sample',
      'The format of a strong letter',
      'A sample letter',
    ],
    body: chaptersFrom(['lor-format', 'how-to-ask-a-professor-for-a-lor']),
    publishedOn: '2026-04-02',
  },
  {
    slug: 'study-abroad-checklist',
    title: 'Study Abroad Checklist: Choosing a Country, Documents and the Visa Interview',
    summary:
      'A step-by-step plan from shortlisting countries to the visa interview: how to compare destinations, every document for applications and the visa, and how to prepare for the interview.',
    category: 'recommended-reads',
    downloads: 22_300,
    isFeatured: true,
    isNewlyAdded: false,
    highlights: [
      'A month-by-month plan',
      'Comparing countries on cost and work rights',
      'Every document you will need',
      'Visa interview preparation',
    ],
    body: [
      h2('Your plan, month by month'),
      table(
        'Twelve to eighteen months before you fly',
        ['When', 'What to do'],
        ['18–12 months before', 'Shortlist countries and courses; book IELTS, TOEFL, PTE, GRE or GMAT'],
        ['12–9 months before', 'Write your SOP, ask for LORs, apply to universities and for scholarships'],
        ['9–6 months before', 'Compare offers, pay deposits, arrange an education loan or proof of funds'],
        ['6–3 months before', 'Apply for the visa as early as the country allows; book accommodation'],
        ['3–0 months before', 'Flights, forex and a travel card, health insurance, and pre-departure checks'],
      ),
      ...chaptersFrom([
        'how-to-choose-a-study-abroad-country',
        'documents-required-to-study-abroad',
        'student-visa-interview-tips',
      ]),
    ],
    publishedOn: '2026-05-18',
  },
  {
    slug: 'education-loans-explained',
    title: 'Education Loans Explained: Banks, NBFCs, Collateral, EMIs and Tax Benefits',
    summary:
      'Secured and unsecured study-abroad loans, what lenders cover, moratorium and EMIs, the income-tax deduction on interest, TCS on remittances and how a sanction letter serves as proof of funds.',
    category: 'recommended-reads',
    downloads: 14_700,
    isFeatured: false,
    isNewlyAdded: false,
    highlights: [
      'Secured, unsecured and international lenders',
      'Moratorium, interest and EMIs',
      'Tax deduction on interest',
      'Loans as proof of funds for the visa',
    ],
    body: [
      ...chaptersFrom(['education-loan-for-study-abroad']),
      tip(
        'Try your own figures in the education loan calculator on our site: it shows the EMI, the total interest and the repayment schedule for any amount, rate and term.',
      ),
    ],
    publishedOn: '2026-06-10',
  },
];

/** E-books added after the first editorial seed; the menu's e-book groups link to each. */
export const GUIDE_EBOOKS: EbookSeed[] = [...ARTICLE_GUIDES, VISA_RESOURCES, SINGAPORE_GUIDE];
