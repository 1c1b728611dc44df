import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

const common = { category: 'scholarships', author: 'ananya-iyer', updatedOn: '2026-09-15' } as const;

export const UK_SCHOLARSHIP_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    slug: 'chevening-scholarship',
    title: 'Chevening Scholarship for Indian Students: Eligibility, Benefits and How to Apply',
    summary:
      "Chevening is the UK government's fully funded one-year master's scholarship. What it pays for, who can apply from India, the four essays and the interview.",
    tags: ['uk', 'scholarships', 'fully-funded', 'masters'],
    publishedOn: '2025-08-04',
    trendingRank: 1,
    body: [
      p(
        "Chevening is the UK government's international scholarship programme, funded by the Foreign, Commonwealth & Development Office (FCDO) and partner organisations. It pays for a one-year taught master's degree at any UK university and is aimed at people who will return home and take on leadership roles. India is one of the largest Chevening countries, with more awards each year than almost anywhere else.",
      ),
      h2('What Chevening pays for'),
      p("A Chevening award is fully funded. For the year of your master's it typically covers:"),
      ul(
        "University tuition fees (Chevening pays fees up to a cap for some courses; most one-year master's fall under it)",
        'A monthly living allowance (stipend), set at a higher rate for London',
        'An economy return flight between India and the UK',
        'The cost of your Student visa application and the Immigration Health Surcharge',
        'Arrival and departure allowances and access to Chevening events across the UK',
      ),
      h2('Who can apply from India'),
      table(
        'Chevening eligibility at a glance',
        ['Requirement', 'What it means'],
        ['Citizenship', 'Indian citizen, returning to India for at least two years after the award'],
        [
          'Degree',
          "An undergraduate degree that lets you enter a UK master's (in India, usually a 4-year degree or a strong 3-year degree)",
        ],
        [
          'Work experience',
          'At least 2,800 hours (about two years full-time), paid or voluntary, before the application deadline',
        ],
        ['University choices', "Three different eligible one-year master's courses at UK universities"],
        [
          'Offer',
          'An unconditional offer from one of your three choices by the July deadline of the award year',
        ],
        [
          'Not eligible',
          'UK government employees, people holding British or dual British citizenship, and former UK-government-funded scholars',
        ],
      ),
      tip(
        'Internships, part-time jobs and volunteering count towards the 2,800 hours. Work done during your undergraduate studies counts too, so keep dated letters from every employer.',
      ),
      h2('The application, step by step'),
      h3('1. Online form and four essays'),
      p(
        'Applications open in early August each year and close in the autumn (October–November; the date is announced on the Chevening site). You answer four essay questions of up to 500 words each on leadership and influence, networking, studying in the UK, and your career plan.',
      ),
      h3('2. Shortlisting and interview'),
      p(
        'Shortlisted candidates are invited to an interview at the British High Commission in New Delhi or a Deputy High Commission (Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Chandigarh or Ahmedabad) between February and April. The panel tests whether your essays hold up: expect follow-up questions on your leadership examples and how your chosen courses link to your plan.',
      ),
      h3('3. Offer and English'),
      p(
        "Results arrive from June. You then need an unconditional offer from one of your three universities by the July deadline; English-language conditions are the university's own, usually an IELTS Academic overall band of 6.5–7.0.",
      ),
      h2('How to make your essays stand out'),
      ul(
        'Use the STAR structure (situation, task, action, result) for the leadership and networking essays, with one specific example each.',
        'Name the course modules and faculty that matter to your plan, and explain why a UK degree, not an Indian one, gets you there.',
        'Make the career-plan essay concrete: the role you want in three years, the organisation, and the change you want to make in India.',
        'Stay within 500 words; reviewers read thousands of essays and reward clarity.',
      ),
      warn(
        'Chevening awardees sign an agreement to return to India for a minimum of two years after the award. If you want to stay and work in the UK on the Graduate Route, Chevening is the wrong scholarship for you.',
      ),
      h2('Chevening compared with other UK awards'),
      table(
        'Fully funded UK scholarships open to Indians',
        ['Scholarship', 'Level', 'Funded by', 'Special condition'],
        [
          'Chevening',
          "One-year master's",
          'UK government (FCDO)',
          'Two years of work experience; return to India for two years',
        ],
        [
          "Commonwealth Master's Scholarship",
          "One-year master's",
          'UK government (FCDO)',
          'Nominated through the national nominating agency',
        ],
        [
          'Gates Cambridge',
          "Master's and PhD",
          'Gates Cambridge Trust',
          'Only at the University of Cambridge',
        ],
        [
          'Rhodes Scholarship',
          "Master's and DPhil",
          'Rhodes Trust',
          'Only at the University of Oxford; age limits apply',
        ],
      ),
      p(
        'If you do not yet have two years of work experience, look at the [GREAT Scholarships](/articles/great-scholarships-uk) and university awards, or apply for Chevening after working for a couple of years. Our [UK scholarships category](/articles/category/scholarships) lists every award we track.',
      ),
    ],
    faqs: faqs(
      [
        'Is the Chevening Scholarship fully funded?',
        "Yes. It covers tuition fees for an eligible one-year master's, a monthly stipend, return economy flights, the visa fee and the Immigration Health Surcharge, plus arrival and departure allowances.",
      ],
      [
        'Do I need IELTS to apply for Chevening?',
        'Chevening itself no longer sets an English test requirement; you must meet the English condition of the university whose unconditional offer you accept, which is usually IELTS Academic 6.5 or higher.',
      ],
      [
        'Can I apply for Chevening straight after graduation?',
        'Only if you already have 2,800 hours of work experience by the application deadline. Most successful Indian applicants have two to five years of work experience.',
      ],
      [
        'Can I bring my family on a Chevening award?',
        "Chevening does not pay for dependants. Since January 2024 most master's students on a UK Student visa cannot bring dependants, so plan to travel alone.",
      ],
    ),
  },
  {
    ...common,
    slug: 'rhodes-scholarship-india',
    title: 'Rhodes Scholarship for India: Oxford Fully Funded, Eligibility and Selection',
    summary:
      'The Rhodes Scholarship funds postgraduate study at the University of Oxford. How many Indians are selected each year, the age and academic rules, and how selection works.',
    tags: ['uk', 'oxford', 'scholarships', 'fully-funded'],
    publishedOn: '2025-06-12',
    body: [
      p(
        'The Rhodes Scholarship, founded in 1902, is the oldest graduate scholarship in the world. It pays for postgraduate study at the University of Oxford, and India has its own constituency with a fixed number of scholarships each year. Rhodes Scholars from India include politicians, judges, scientists and founders.',
      ),
      h2('What the scholarship covers'),
      ul(
        'All University and college fees at Oxford for the course',
        'A stipend for living costs, paid every month for 12 months a year',
        'An economy flight to the UK at the start and a return flight at the end',
        'The Student visa fee and the Immigration Health Surcharge',
      ),
      p(
        "Scholarships are awarded for two years in the first instance, which fits a two-year master's (such as the MPhil) or two one-year master's in a row; a DPhil can be funded for three or four years.",
      ),
      h2('Eligibility for the India constituency'),
      table(
        'Rhodes Scholarship India: main rules',
        ['Criterion', 'Rule'],
        [
          'Citizenship',
          'Indian citizen, or resident in India with proof of at least five years of recent residence and education',
        ],
        [
          'Age',
          "Usually between 19 and 25 on 1 October of the year of application (check the current year's rules)",
        ],
        [
          'Academic record',
          'An undergraduate degree completed by the July before going to Oxford, with first-class or a high upper-second equivalent',
        ],
        [
          'Course',
          'A full-time postgraduate course at Oxford; the offer from Oxford is applied for separately after selection',
        ],
      ),
      h2('How selection works'),
      p(
        'Applications for India usually open in June and close in July–August. You submit a personal statement, an academic statement, a CV, transcripts and several references. Shortlisted candidates are interviewed in India in the autumn, and the selection committee announces the Scholars-elect soon after the final interviews.',
      ),
      h3('What the committee looks for'),
      ul(
        'Academic excellence: a record that will let you thrive at Oxford',
        'Energy to use your talents to the full',
        'Truth, courage, devotion to duty, sympathy for and protection of the weak, kindliness, unselfishness and fellowship',
        "Moral force of character and instincts to lead, and to take an interest in one's fellow beings",
      ),
      tip(
        'Committees read personal statements for evidence, not adjectives. One project you led, with what changed because of it, beats a list of positions held.',
      ),
      h2('Rhodes versus other Oxford funding'),
      table(
        'Funding routes to Oxford for Indian students',
        ['Award', 'Who applies', 'Covers'],
        ['Rhodes Scholarship', 'Indian citizens aged roughly 19–25', 'Fees, stipend, flights, visa'],
        ['Clarendon Fund', 'All graduate applicants, considered automatically', 'Fees and a living grant'],
        [
          'Felix Scholarship',
          'Indian citizens with financial need',
          'Fees, living costs and a return flight',
        ],
        [
          'Chevening (at Oxford)',
          "Indians with two years' work experience",
          "One-year master's fees, stipend, flights",
        ],
      ),
      p(
        'Also read our guides to [Chevening](/articles/chevening-scholarship) and [Gates Cambridge](/articles/gates-cambridge-scholarship).',
      ),
    ],
    faqs: faqs(
      [
        'How many Rhodes Scholarships are there for India?',
        "The India constituency currently offers around five scholarships a year; the exact number is set by the Rhodes Trust and published with each year's call.",
      ],
      [
        'Do I need an Oxford offer before applying for Rhodes?',
        'No. You apply for the Rhodes first; Scholars-elect then apply to their Oxford course and must be admitted by the department.',
      ],
      [
        'Can I apply to Rhodes in my final year of college?',
        'Yes, as long as you will complete your degree before starting at Oxford and meet the age rule.',
      ],
    ),
  },
  {
    ...common,
    slug: 'gates-cambridge-scholarship',
    title: 'Gates Cambridge Scholarship: Full Cost of a Cambridge Postgraduate Degree',
    summary:
      'Gates Cambridge pays the full cost of postgraduate study at the University of Cambridge for students from outside the UK. Deadlines, selection criteria and tips for Indian applicants.',
    tags: ['uk', 'cambridge', 'scholarships', 'fully-funded', 'phd'],
    publishedOn: '2025-07-20',
    body: [
      p(
        "The Gates Cambridge Scholarship was created in 2000 by a donation from the Bill & Melinda Gates Foundation to the University of Cambridge. About 80 scholarships are awarded each year to applicants from outside the UK for a full-time postgraduate degree at Cambridge: a one-year MPhil or master's, or a PhD.",
      ),
      h2('What a Gates Cambridge award covers'),
      ul(
        'The University Composition Fee at the overseas rate',
        'A maintenance allowance for 12 months a year, set at the level Cambridge considers enough for a single student',
        'One economy airfare at the start and end of the course',
        'Inbound visa costs and the Immigration Health Surcharge',
        'Discretionary funding for academic development, and family allowance for PhD scholars with children',
      ),
      h2('Who is eligible'),
      p(
        "Any citizen of a country outside the UK can apply, so Indian students are eligible. You must apply for one of the eligible full-time postgraduate courses and tick the Gates Cambridge box in the University's postgraduate application. There is no separate form.",
      ),
      h2('Deadlines'),
      table(
        'Gates Cambridge application rounds',
        ['Round', 'Who', 'Typical deadline'],
        ['US round', 'US citizens resident in the US', 'Mid-October'],
        [
          'International round',
          'Everyone else, including Indian applicants',
          'Early December or early January, depending on the course',
        ],
      ),
      warn(
        'Your course deadline decides which date applies. Some Cambridge departments close in early December; missing it means you are not considered for Gates.',
      ),
      h2('The four criteria'),
      ol(
        'Outstanding intellectual ability',
        'Leadership potential',
        'A commitment to improving the lives of others',
        'A good fit between your abilities and aspirations and the course you have applied for',
      ),
      p(
        'Departments shortlist first, ranking applicants academically. The Trust then reviews the shortlist and interviews candidates online in February–March. Results for the international round are usually announced in March–April.',
      ),
      h3('How to write the Gates statement'),
      p(
        'The Gates Cambridge statement (up to 500 words) asks why you are applying and how your course fits your plans to improve the lives of others. Indian applicants do well when they tie a concrete problem they have worked on (rural health data, water governance, education technology) to what the Cambridge course will let them do next.',
      ),
      tip(
        'Your referees matter: Cambridge asks for academic references, and the Gates committee reads them for evidence of leadership and commitment, not just grades.',
      ),
      p(
        'Compare Gates with the [Cambridge scholarships for Indian students](/articles/cambridge-scholarships-for-indian-students) run by the Cambridge Trust.',
      ),
    ],
    faqs: faqs(
      [
        'Is Gates Cambridge only for PhD students?',
        "No. It funds PhDs and one-year master's courses such as the MPhil, MASt and LLM, but not the MBA, MFin or most second undergraduate degrees.",
      ],
      [
        'Does Gates Cambridge require an English test?',
        'The scholarship does not; your Cambridge course does. Most courses ask for IELTS Academic 7.5 overall with 7.0 in each component, or an equivalent.',
      ],
      [
        'Can I apply for Gates and Chevening together?',
        'Yes, you can apply for both, but you can hold only one. Many Indian applicants apply for Gates, Chevening and Cambridge Trust awards in the same cycle.',
      ],
    ),
  },
  {
    ...common,
    slug: 'great-scholarships-uk',
    title: "GREAT Scholarships 2027: £10,000 for a UK Master's for Indian Students",
    summary:
      'GREAT Scholarships, run by the British Council with UK universities, give at least £10,000 towards tuition for a one-year postgraduate course. Which universities take part and how to apply.',
    tags: ['uk', 'scholarships', 'masters', 'partial-funding'],
    publishedOn: '2025-10-02',
    trendingRank: 4,
    body: [
      p(
        "The GREAT Scholarships are a joint programme of the UK government's GREAT Britain campaign, the British Council and UK universities. Each scholarship is worth a minimum of £10,000 towards tuition fees for a one-year taught postgraduate course starting in September. India is one of the participating countries, and several dozen UK universities offer GREAT Scholarships to Indian students each year.",
      ),
      h2('What you get'),
      ul(
        'At least £10,000 deducted from your tuition fee (some universities add more)',
        "A year of study on a one-year master's in the subject the university lists",
        'Membership of the British Council and alumni network events in India',
      ),
      p(
        'The scholarship does not cover living costs, flights or the visa. Plan for London living costs of £1,529 a month and £1,171 a month elsewhere, the amounts UK Visas and Immigration expects you to show for a Student visa.',
      ),
      h2('Eligibility'),
      table(
        'GREAT Scholarships: who can apply',
        ['Requirement', 'Detail'],
        ['Nationality', 'Indian citizen, living in India'],
        ['Degree', 'An undergraduate degree that gives entry to postgraduate study in the UK'],
        [
          'Offer',
          "An offer (conditional is usually fine at application) for the one-year master's the university has named",
        ],
        ['English', "Meets the university's English requirement, usually IELTS Academic 6.0–6.5 overall"],
        ['Course start', 'September of the award year'],
      ),
      h2('How to apply'),
      ol(
        'Check the British Council list of participating universities and the subjects each one offers.',
        "Apply to the university for the eligible master's and get your offer.",
        "Apply for the GREAT Scholarship through the university's own scholarship page, usually with a statement of up to 500–800 words.",
        "Watch the university's deadline; most fall between April and June.",
      ),
      tip(
        'Because each university chooses its own subjects, search the list by subject first. A data science GREAT award at one university may be a public health award at another.',
      ),
      h2('GREAT compared with other partial awards'),
      table(
        "Partial UK scholarships for Indian master's students",
        ['Award', 'Value', 'Notes'],
        ['GREAT Scholarship', 'From £10,000', 'British Council with the university; named subjects'],
        ['University international merit awards', '£2,000–£10,000', 'Often automatic with your offer'],
        [
          'British Council Scholarships for Women in STEM',
          'Fees, stipend, flights',
          'Only women, only STEM, when India is in the round',
        ],
      ),
      p('Read our [Chevening guide](/articles/chevening-scholarship) for a fully funded alternative.'),
    ],
    faqs: faqs(
      [
        'How many GREAT Scholarships are there for India?',
        'The number changes every year with the participating universities; in recent rounds there were a few dozen across UK universities for Indian students.',
      ],
      [
        'Can I combine a GREAT Scholarship with a university discount?',
        "Some universities allow it and some do not. Check the terms on the university's GREAT page before you accept.",
      ],
      [
        'Is the GREAT Scholarship available for MBA?',
        'Only when a participating university lists its MBA as eligible; most GREAT awards are for one-year MSc and MA courses.',
      ],
    ),
  },
  {
    ...common,
    slug: 'charles-wallace-india-trust-scholarship',
    title: 'Charles Wallace India Trust Scholarships: UK Grants for Indian Artists and Scholars',
    summary:
      'The Charles Wallace India Trust funds Indian artists, heritage conservators and humanities scholars for study, research and short visits in the UK. Who it is for and how to apply.',
    tags: ['uk', 'scholarships', 'arts', 'research'],
    publishedOn: '2025-05-08',
    body: [
      p(
        'The Charles Wallace India Trust (CWIT) is a UK charity set up in 1981 from the estate of Charles Wallace, a businessman who made his fortune in India. It supports Indians in the arts, heritage conservation and the humanities with grants for study, research and professional visits to the UK. It is administered with the British Council in India.',
      ),
      h2('Who CWIT is for'),
      ul(
        'Artists: visual arts, performing arts, music, theatre, dance, film and creative writing',
        'Heritage conservation professionals: museums, archives and built heritage',
        'Scholars in the humanities and social sciences doing short research visits',
      ),
      p(
        'CWIT does not fund science, engineering, medicine, management or law degrees; look at [Chevening](/articles/chevening-scholarship) or university awards for those.',
      ),
      h2('Types of award'),
      table(
        'Main Charles Wallace awards',
        ['Award', 'What it funds', 'Typical length'],
        ['Scholarships', 'A postgraduate course or a professional programme in the UK', 'Up to one year'],
        [
          'Research grants',
          'Research visits for PhD students and post-doctoral scholars',
          'A few weeks to three months',
        ],
        [
          'Fellowships',
          'Residencies with UK partner institutions (for example in writing or conservation)',
          'One to three months',
        ],
      ),
      h2('Eligibility'),
      ul(
        'Indian citizen, living in India',
        'Usually aged between 25 and 38 for scholarships (check the current call for each award)',
        'An undergraduate degree or equivalent professional standing in your field',
        'An offer or an invitation from the UK institution for the course or residency',
      ),
      h2('How to apply'),
      p(
        'Calls open through the British Council India website, usually with deadlines between February and April for study starting that autumn. You submit a proposal, a CV, examples of your work and references. Scholarships often contribute to fees and living costs rather than paying everything, so show how you will fund the rest.',
      ),
      tip(
        'Panels look for a clear link between the UK visit and your practice in India afterwards: a performance, an exhibition, a conservation project or a publication.',
      ),
    ],
    faqs: faqs(
      [
        "Does Charles Wallace fund a full master's degree?",
        'Sometimes, but many awards are partial contributions. Check the current call and budget for the remaining fees and living costs.',
      ],
      [
        'Can I apply for a PhD with Charles Wallace?',
        'CWIT does not fund full PhDs; it funds short research visits for doctoral students registered in India.',
      ],
    ),
  },
  {
    ...common,
    slug: 'british-council-scholarships-for-women-in-stem',
    title: "British Council Scholarships for Women in STEM: Fully Funded UK Master's",
    summary:
      "The British Council's Scholarships for Women in STEM fund a one-year master's at a UK university for women from selected countries. What it covers and how Indian women can check eligibility.",
    tags: ['uk', 'scholarships', 'women', 'stem', 'fully-funded'],
    publishedOn: '2025-03-18',
    body: [
      p(
        "The British Council launched the Scholarships for Women in STEM in 2020 to increase the number of women in science, technology, engineering and mathematics. Each round funds women from a list of countries in South Asia, South East Asia, the Americas, Africa and Europe to take a one-year master's in a STEM subject at a participating UK university. India has been part of several rounds.",
      ),
      h2('What the scholarship covers'),
      ul(
        "Full tuition fees for the master's",
        'A monthly stipend for living costs',
        'Travel to and from the UK',
        'Visa and Immigration Health Surcharge costs',
        "In some rounds, an English-language course before the master's",
      ),
      h2('Eligibility'),
      table(
        'Scholarships for Women in STEM: typical rules',
        ['Requirement', 'Detail'],
        ['Gender', 'Women, applying from a participating country'],
        ['Subject', "A STEM master's listed by a participating UK university"],
        ['Need', 'Demonstrable financial need; you cannot afford the UK course otherwise'],
        [
          'Plan',
          'A clear plan to use the degree in your home country, including inspiring younger women into STEM',
        ],
        ['Previous study', 'You must not have studied in the UK before'],
      ),
      h2('How to apply'),
      ol(
        'Check the British Council page for the current round and whether India is included.',
        "Choose a course from the participating universities' list.",
        'Apply through the university, which runs its own selection for these scholarships.',
        'Prepare a statement on your motivation, need and plans to promote women in STEM.',
      ),
      warn(
        'The programme runs in rounds and the list of countries and universities changes. Do not pay application fees for courses outside the current list expecting this scholarship.',
      ),
      p(
        'Other fully funded options: [Chevening](/articles/chevening-scholarship) and [Gates Cambridge](/articles/gates-cambridge-scholarship).',
      ),
    ],
    faqs: faqs(
      [
        'Is the scholarship open to Indian women every year?',
        'India has been included in several rounds, but each round sets its own country list. Check the British Council site when the round opens.',
      ],
      [
        'Which subjects count as STEM?',
        'Subjects the participating university lists, typically engineering, computing, data science, biotechnology, environmental science and mathematics.',
      ],
    ),
  },
  {
    ...common,
    slug: 'cambridge-scholarships-for-indian-students',
    title: 'Cambridge Scholarships for Indian Students: Cambridge Trust, Nehru Trust and College Awards',
    summary:
      'Funding for Indian students at the University of Cambridge beyond Gates: Cambridge Trust India awards, the Nehru Trust for Cambridge University, the Jawaharlal Nehru Memorial Trust and college awards.',
    tags: ['uk', 'cambridge', 'scholarships'],
    publishedOn: '2025-09-01',
    body: [
      p(
        'Cambridge postgraduate funding is mostly awarded through one application: when you apply for your course by the funding deadline, you are considered for the scholarships you are eligible for. For Indian students the main sources are the Cambridge Trust, the Nehru Trust for Cambridge University, the Jawaharlal Nehru Memorial Trust, Gates Cambridge, college awards and department studentships.',
      ),
      h2('The main funders'),
      table(
        'Cambridge funding open to Indian students',
        ['Funder', 'Level', 'Typical support'],
        ['Gates Cambridge', "Master's and PhD", 'Full cost of study'],
        [
          'Cambridge Trust (India awards, with partners)',
          "Master's and PhD",
          'Full or partial fees and maintenance',
        ],
        [
          'Nehru Trust for Cambridge University',
          'PhD and visiting scholars',
          'Fees and maintenance, often co-funded with the Cambridge Trust',
        ],
        ['Jawaharlal Nehru Memorial Trust', 'PhD', 'Partial or full awards with the Cambridge Trust'],
        ['Colleges', "Master's and PhD", 'Fee or maintenance contributions, travel and research grants'],
        ['Departments and research councils', 'PhD', 'Studentships attached to projects'],
      ),
      h2('How to be considered'),
      ol(
        "Apply to your course through the University's postgraduate applicant portal before the funding deadline (early December or early January).",
        'Complete the funding section, including the Gates Cambridge statement if you want Gates.',
        'Make sure your references are submitted by the deadline; late references remove you from funding competitions.',
      ),
      tip(
        'Funding is competitive and mostly academic. A first-class degree or a CGPA near the top of your cohort, strong research experience and excellent references matter most.',
      ),
      h2('Costs to plan for'),
      p(
        'Cambridge publishes a minimum maintenance figure for a single student for 12 months, in addition to the overseas composition fee, which varies by course. If your scholarship is partial you will need to show the rest of the funds before you receive a Confirmation of Acceptance for Studies (CAS).',
      ),
      p(
        'See also [Gates Cambridge](/articles/gates-cambridge-scholarship) and [Rhodes](/articles/rhodes-scholarship-india) for Oxford.',
      ),
    ],
    faqs: faqs(
      [
        'Do I need a separate application for Cambridge Trust scholarships?',
        'No. Applying for your course by the funding deadline and completing the funding section is enough for most Cambridge Trust awards.',
      ],
      [
        'Are there Cambridge scholarships for Indian undergraduates?',
        'There are a few need-based awards for international undergraduates through the Cambridge Trust and colleges, but most funding for Indians is at postgraduate level.',
      ],
    ),
  },
];
