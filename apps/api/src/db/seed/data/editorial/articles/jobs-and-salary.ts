import { faqs, h2, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

const common = { category: 'jobs-and-salary' } as const;

export const JOBS_AND_SALARY_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    author: 'rohan-mehta',
    slug: 'highest-paying-jobs-in-usa',
    title: 'Highest Paying Jobs in the USA for International Graduates (BLS Data)',
    summary:
      'Median pay for the best-paid occupations open to Indian graduates of US universities, from the Bureau of Labor Statistics, with what entry salaries, taxes, OPT and the H-1B mean in practice.',
    tags: ['usa', 'salary', 'jobs', 'opt', 'stem'],
    publishedOn: '2025-11-04',
    updatedOn: '2026-10-27',
    body: [
      p(
        'US salaries are the main reason many Indian students accept the high cost of an American degree. The most reliable figures come from the Bureau of Labor Statistics (BLS), whose Occupational Employment and Wage Statistics survey covers employers across the country. The figures below are national medians for May 2024, the half-way point: half of workers in the occupation earn more and half earn less.',
      ),
      h2('Top-paying occupations that graduates can reach'),
      table(
        'Median annual wage, May 2024 (BLS), with approximate ₹ at November 2026 rates',
        ['Occupation', 'Median annual wage', 'In rupees', 'Typical entry route'],
        [
          'Computer and information systems managers',
          'US$171,200',
          '₹1.52 crore',
          'Several years as an engineer or analyst, often with an MS or MBA',
        ],
        [
          'Financial managers',
          'US$161,700',
          '₹1.43 crore',
          'Analyst roles in finance, then management; MBA or MS in finance helps',
        ],
        [
          'Computer and information research scientists',
          'US$140,910',
          '₹1.25 crore',
          "A master's or PhD in computer science",
        ],
        ['Software developers', 'US$133,080', '₹1.18 crore', "Bachelor's or MS in computer science"],
        [
          'Information security analysts',
          'US$124,910',
          '₹1.11 crore',
          'Computing degree plus security experience and certifications',
        ],
        ['Data scientists', 'US$112,590', '₹1 crore', 'MS in data science, statistics or computer science'],
        ['Electrical engineers', 'US$111,910', '₹99 lakh', 'Degree in electrical or electronics engineering'],
        ['All occupations', 'US$49,500', '₹44 lakh', 'For comparison'],
      ),
      p(
        'Doctors, dentists and airline pilots are among the very best-paid occupations, and for many medical specialities BLS reports only that the median is at or above its reporting cap of US$239,200. For Indian medical graduates, practising in the US requires the USMLE exams and a US residency, which is a separate and long route.',
      ),
      h2('Why the median is not your first salary'),
      ul(
        'Medians include workers with twenty years of experience. New graduates usually start below the median, although offers at large technology firms can be higher once bonuses and stock are included.',
        'Pay varies hugely by city. The San Jose, San Francisco, Seattle and New York areas pay the most, but rents there can take a large share of a graduate salary.',
        'Taxes reduce take-home pay: federal income tax, state income tax in most states, and Social Security and Medicare. F-1 students on OPT who are still non-resident aliens for tax purposes, usually in their first five calendar years in the US, are generally exempt from Social Security and Medicare taxes.',
      ),
      tip(
        'Before accepting an offer, compare it with the BLS figures for your occupation in that metropolitan area, not the national median, and with the local rent for a shared flat.',
      ),
      h2('How international graduates get to work'),
      table(
        'The usual path from F-1 to a long-term job',
        ['Stage', 'What it allows', 'Length'],
        ['OPT', 'Work related to your field after your degree', '12 months'],
        [
          'STEM OPT extension',
          'Further work with an E-Verify employer for graduates of STEM-designated degrees',
          '24 months more, up to 3 years in total',
        ],
        [
          'H-1B',
          'Employer-sponsored work visa, allocated by lottery for most private employers',
          'Up to 6 years in total',
        ],
      ),
      p(
        'The H-1B is where plans most often stall: it is decided by lottery, and new H-1B petitions for workers outside the US have carried a US$100,000 fee since September 2025. Graduates already in the US on OPT who change status inside the country are treated differently, but H-1B rules and fees have changed repeatedly, so check the current position with your employer and the official sources before you plan your career around it.',
      ),
      h2('Choosing a degree with pay in mind'),
      ol(
        'Check that the programme is STEM-designated: its CIP code on your Form I-20 must be on the Department of Homeland Security’s list for STEM OPT.',
        'Look at the university’s own employment reports: median starting salaries and the employers who hire its graduates.',
        'Prefer programmes with internships or co-op placements through Curricular Practical Training, because US experience before graduating makes the first job easier to get.',
        'Work out your loan EMI against a realistic entry salary, not the median, with the [education loan calculator](/calculator/education-loan).',
      ),
      warn(
        'A high salary does not guarantee you can stay. Plan for the possibility of returning to India after OPT, and keep your loan at a level an Indian salary could also repay.',
      ),
      p(
        'For the costs and visa rules, see our [USA country guide](/usa). If computer science is your field, read the [SOP for MS in Computer Science](/articles/sop-for-ms-in-computer-science).',
      ),
    ],
    faqs: faqs(
      [
        'What is the highest-paying job in the USA?',
        'In BLS data, physicians and surgeons in many specialities are the best paid, with medians at or above the US$239,200 reporting cap. Among jobs that Indian master’s graduates commonly enter, computer and information systems managers (US$171,200 median in May 2024) and financial managers (US$161,700) lead.',
      ],
      [
        'How much does a software developer earn in the USA?',
        'The BLS median was US$133,080 a year in May 2024. Entry-level pay is usually lower, and pay in the San Francisco Bay Area, Seattle and New York is higher.',
      ],
      [
        'How long can I work in the USA after my MS?',
        'Twelve months on OPT, plus 24 months on the STEM OPT extension if your degree is STEM-designated. Longer-term work normally needs an H-1B visa, which is allocated by lottery.',
      ],
      [
        'Do I pay tax on OPT income?',
        'Yes, federal and usually state income tax. As a non-resident alien in your first five calendar years on an F-1 visa, you are generally exempt from Social Security and Medicare taxes.',
      ],
    ),
  },
  {
    ...common,
    author: 'rohan-mehta',
    slug: 'jobs-after-ms-in-canada',
    title: 'Jobs After MS in Canada: PGWP, Wages and the Route to PR',
    summary:
      "What Indian master's graduates can expect in Canada: the Post-Graduation Work Permit rules, what employees earn according to Statistics Canada, where the jobs are and how Canadian experience leads to permanent residence.",
    tags: ['canada', 'jobs', 'pgwp', 'salary', 'express-entry'],
    publishedOn: '2025-09-22',
    updatedOn: '2026-10-09',
    body: [
      p(
        "A master's degree in Canada comes with one of the clearest post-study work routes in the world: an open work permit of up to three years. The job market itself has been tougher since 2024, with higher unemployment among young workers and many new graduates competing for the same roles, so it helps to know the rules, the real wage figures and what employers look for.",
      ),
      h2('The Post-Graduation Work Permit'),
      ul(
        "Master's graduates of eligible programmes at a PGWP-eligible institution get a PGWP of up to 3 years, even from programmes shorter than two years.",
        'It is an open work permit: you can work for any employer, in any job, anywhere in Canada.',
        'You need a language test result from IRCC’s approved list at CLB 7 for a university degree; college graduates need CLB 5 and an eligible field of study.',
        'Apply within 180 days of receiving confirmation that you completed your programme.',
        'If you apply before your study permit expires, you can usually work full-time while the application is processed.',
      ),
      warn(
        'IELTS Academic, TOEFL and PTE Academic are not on the list of tests accepted for the PGWP. You need an approved test such as CELPIP-General, IELTS General Training or PTE Core, so book it before you graduate.',
      ),
      h2('What employees in Canada earn'),
      p(
        'Statistics Canada’s Labour Force Survey publishes average wages every month. These figures are for all employees, not just graduates, and are useful as a benchmark.',
      ),
      table(
        'Average usual wages of employees, August 2025 (Statistics Canada, Labour Force Survey), with approximate ₹ at November 2026 rates',
        ['Measure', 'Amount', 'In rupees'],
        ['Average hourly wage, all employees', 'CAD 36.31', 'About ₹2,300'],
        ['Average weekly wage, full-time employees', 'CAD 1,495.97', 'About ₹95,000'],
        ['Average hourly wage, management occupations', 'CAD 59.74', 'About ₹3,800'],
      ),
      p(
        'A full-time weekly wage of CAD 1,495.97 works out at roughly CAD 78,000 a year. For a specific occupation, the Government of Canada’s Job Bank shows low, median and high wages by National Occupational Classification (NOC) code for each province, and it is the best place to check an offer.',
      ),
      h2('Where master’s graduates find work'),
      table(
        'Common fields for Indian master’s graduates',
        ['Field', 'Typical roles', 'Main hubs'],
        [
          'Software and IT',
          'Software developer, data engineer, cloud engineer, QA analyst',
          'Toronto, Waterloo, Vancouver, Montreal, Ottawa',
        ],
        [
          'Data and analytics',
          'Data analyst, data scientist, business intelligence analyst',
          'Toronto, Montreal, Vancouver',
        ],
        [
          'Engineering',
          'Project engineer, design engineer, quality engineer',
          'Ontario manufacturing, Alberta energy, British Columbia',
        ],
        [
          'Finance and business',
          'Financial analyst, risk analyst, supply chain analyst',
          'Toronto, Calgary, Vancouver',
        ],
        [
          'Health',
          'Regulated professions that need a provincial licence first',
          'Across Canada, especially outside the biggest cities',
        ],
      ),
      p(
        'Engineers, accountants, nurses and other regulated professionals need a licence from a provincial body before they can use the title; for engineers, that is the P.Eng, which requires Canadian work experience under supervision. Plan the licensing steps early.',
      ),
      h2('From PGWP to permanent residence'),
      ol(
        'Gain at least 12 months of skilled work (NOC TEER 0, 1, 2 or 3) in Canada within three years, which qualifies you for the Canadian Experience Class under Express Entry.',
        'Create an Express Entry profile; your score depends on age, education, language results and Canadian experience.',
        'Watch category-based draws for selected occupations and French speakers, which change each year, and provincial nominee programmes, which add 600 points.',
        'Keep your PGWP dates in mind: it cannot be extended in most cases, so plan the PR application well before it ends.',
      ),
      tip(
        'French at CLB 7 or higher adds many Express Entry points and opens French-language draws. Starting French during your master’s is one of the most effective things you can do for PR.',
      ),
      h2('How to improve your chances'),
      ul(
        'Choose a programme with co-op or internship terms; Canadian experience before graduating matters to employers.',
        'Write a Canadian-style résumé: two pages at most, no photo or date of birth, results in numbers.',
        'Use your university’s career centre and alumni network, and attend industry meet-ups; many jobs are filled through referrals.',
        'Consider cities beyond Toronto and Vancouver, where living costs are lower and competition is thinner.',
      ),
      p(
        'Our [Canada country guide](/canada) covers study permits, caps and costs, and you can compare universities on the [Canada universities](/canada/universities) page. For the language tests, see [IELTS vs TOEFL vs PTE](/articles/ielts-vs-toefl-vs-pte).',
      ),
    ],
    faqs: faqs(
      [
        'How long is the PGWP after a master’s in Canada?',
        "Up to three years for master's graduates of eligible programmes, even if the programme lasted less than two years, as long as you meet the language requirement of CLB 7.",
      ],
      [
        'What salary can I expect after an MS in Canada?',
        'It depends on the occupation and city. As a benchmark, full-time employees earned an average of CAD 1,495.97 a week in August 2025 according to Statistics Canada; check Job Bank for the median wage of your occupation in your province.',
      ],
      [
        'Can I get PR directly after my master’s?',
        'Usually you first need Canadian work experience: at least 12 months of skilled work qualifies you for the Canadian Experience Class. Some provincial programmes nominate master’s graduates directly, but they change often.',
      ],
      [
        'Which English test do I need for the PGWP?',
        'An IRCC-approved test such as CELPIP-General, IELTS General Training or PTE Core. IELTS Academic, TOEFL and PTE Academic are not accepted for the PGWP.',
      ],
    ),
  },
  {
    ...common,
    author: 'arjun-sharma',
    slug: 'average-salary-in-germany',
    title: 'Average Salary in Germany 2026: Median Pay, Blue Card Thresholds and Take-Home Pay',
    summary:
      'What full-time employees in Germany earn according to Destatis, how much of it you keep after tax and social insurance, the 2026 EU Blue Card salary thresholds and what students can earn alongside their studies.',
    tags: ['germany', 'salary', 'jobs', 'blue-card'],
    publishedOn: '2025-12-02',
    updatedOn: '2026-11-03',
    body: [
      p(
        'Germany is short of engineers, IT specialists and health workers, and salaries for graduates in these fields are solid by European standards. The official figures come from the Federal Statistical Office (Destatis), and the most useful ones for planning are the median and average pay of full-time employees, together with the salary thresholds set for the EU Blue Card.',
      ),
      h2('What full-time employees earn'),
      table(
        'Gross annual earnings of full-time employees in 2024, including special payments (Destatis), with approximate ₹ at November 2026 rates',
        ['Measure', 'Amount', 'In rupees'],
        ['Median', '€52,159', '₹53.7 lakh'],
        ['Average', '€62,235', '₹64.1 lakh'],
        ['Lowest-paid 10% earned up to', '€32,526', '₹33.5 lakh'],
      ),
      p(
        'The median is the better guide: half of full-time employees earn more and half less. The average is pulled up by very high earners. Special payments such as holiday and Christmas bonuses are included, and pay is highest in energy supply, finance and insurance, and information and communication, and lowest in hospitality.',
      ),
      h2('Gross to net: what you keep'),
      p(
        'Employees pay income tax and social insurance contributions, which are deducted from the salary. Social insurance (pension, health, long-term care and unemployment insurance) takes roughly a fifth of gross pay up to the contribution ceilings, and income tax is progressive on top. A single employee without children on a salary near the median typically takes home somewhere around 60–65% of gross pay; married couples and parents pay less through their tax class and allowances.',
      ),
      tip(
        'The Federal Employment Agency’s Entgeltatlas shows median pay by occupation, region, age and gender. Use it to check whether a job offer is fair before you negotiate.',
      ),
      h2('Benchmarks that matter for Indian graduates'),
      table(
        'Pay figures used in German immigration and employment rules',
        ['Benchmark', 'Figure', 'In rupees'],
        ['EU Blue Card salary threshold, standard (from 1 January 2026)', '€50,700 a year', '₹52.2 lakh'],
        [
          'EU Blue Card threshold for shortage occupations and recent graduates (from 1 January 2026)',
          '€45,934.20 a year',
          '₹47.3 lakh',
        ],
        ['Statutory minimum wage (2026)', '€13.90 an hour', 'About ₹1,430'],
        ['Mini-job earnings limit, free of tax and most contributions', '€603 a month', 'About ₹62,000'],
      ),
      p(
        'The lower Blue Card threshold applies to shortage occupations such as engineers, IT specialists, scientists and doctors, and to graduates who finished their degree less than three years earlier. Blue Card holders can get permanent settlement after 21–27 months, depending on their level of German.',
      ),
      h2('Earning while you study'),
      ul(
        'International students can work 140 full days or 280 half days a year without approval from the employment agency.',
        'Jobs as a student assistant (HiWi) at your university do not count towards this limit but must be reported.',
        'At the 2026 minimum wage of €13.90 an hour, 20 hours a week earns roughly €1,100 a month before deductions.',
        'Working students (Werkstudenten) in engineering and IT firms often earn more than the minimum wage and gain relevant experience.',
      ),
      warn(
        'Part-time earnings do not replace the blocked account. You must show €11,904 for the first year before the visa, and most students need family support or savings for the first semester too.',
      ),
      h2('From degree to job'),
      ol(
        'After graduating, you can get a residence permit for up to 18 months to look for a job that matches your degree, and you may work without restriction during that time.',
        'Once you have a qualified job offer, switch to an EU Blue Card if the salary meets the threshold, or to a skilled-worker permit.',
        'Learn German to at least B1: most jobs outside large international teams expect it, and it shortens the road to permanent settlement.',
      ),
      p(
        'Read our [Germany country guide](/germany) for costs and visa rules, and our guide to the [blocked account in Germany](/articles/blocked-account-germany) for the funds you must show.',
      ),
    ],
    faqs: faqs(
      [
        'What is the average salary in Germany?',
        'Full-time employees earned an average of €62,235 gross in 2024 including special payments, and the median was €52,159, according to Destatis.',
      ],
      [
        'What is the minimum salary for an EU Blue Card in 2026?',
        '€50,700 a year in general, and €45,934.20 for shortage occupations such as engineering and IT and for recent graduates, for applications from 1 January 2026.',
      ],
      [
        'How much can a student earn in Germany?',
        'At the 2026 minimum wage of €13.90 an hour, about €1,100 a month before deductions for 20 hours a week. Mini-jobs up to €603 a month are free of tax and most contributions.',
      ],
      [
        'Is a German salary enough to repay an Indian education loan?',
        'For most engineering and IT graduates, yes, because living costs are moderate and tuition was low. Check your EMI against a realistic net salary, not the gross figure.',
      ],
    ),
  },
  {
    ...common,
    author: 'priya-menon',
    slug: 'jobs-after-masters-in-australia',
    title: 'Jobs After Masters in Australia: 485 Visa, Earnings and Skilled Pathways',
    summary:
      "What Indian master's graduates can do in Australia after graduating: the Temporary Graduate visa under ECTA, what full-time employees earn according to the ABS, skills assessments and the routes to an employer-sponsored or permanent visa.",
    tags: ['australia', 'jobs', '485-visa', 'salary'],
    publishedOn: '2025-10-15',
    updatedOn: '2026-09-30',
    body: [
      p(
        "Australia gives Indian master's graduates some of the longest post-study work rights anywhere, thanks to the India–Australia Economic Cooperation and Trade Agreement (ECTA). Wages are high by international standards, but so are rents, and turning a graduate visa into a long-term career takes planning from your first semester.",
      ),
      h2('The Temporary Graduate visa (subclass 485)'),
      table(
        'Post-Higher Education Work stream for Indian nationals under ECTA',
        ['Qualification', 'Length of stay'],
        ["Bachelor's degree", 'Up to 2 years (3 years with first-class honours in STEM or ICT)'],
        ["Master's degree (coursework or research)", 'Up to 3 years'],
        ['PhD', 'Up to 4 years'],
      ),
      ul(
        'You generally need to be 35 or younger when you apply.',
        'You must have studied at least two academic years in Australia in CRICOS-registered courses.',
        'You need IELTS 6.5 overall or an equivalent score in another accepted test.',
        'Apply within six months of completing your course, while you hold a Student visa.',
        'Studying at a campus in a designated regional area can add extra time.',
      ),
      h2('What full-time employees earn'),
      table(
        'Earnings benchmarks (Australian Bureau of Statistics and Fair Work Commission), with approximate ₹ at November 2026 rates',
        ['Measure', 'Amount', 'In rupees'],
        [
          'Average weekly ordinary time earnings, full-time adults (May 2025, seasonally adjusted)',
          'AUD 2,010.00 a week (about AUD 104,500 a year)',
          'About ₹61 lakh a year',
        ],
        ['National minimum wage (from 1 July 2025)', 'AUD 24.95 an hour', 'About ₹1,460'],
      ),
      p(
        'The ABS average covers all full-time adults, so new graduates usually start below it. Pay is highest in mining and in information media and telecommunications, and lowest in hospitality and retail. The minimum wage is reviewed by the Fair Work Commission every July, so check the current rate; casual jobs pay a loading on top.',
      ),
      h2('Where the jobs are'),
      p(
        'Jobs and Skills Australia publishes an Occupation Shortage List every year. Health professions, teaching, engineering and several ICT occupations have featured prominently in recent lists, and demand varies by state. Fields popular with Indian students, such as IT, data analytics, engineering management, nursing and accounting, all have jobs, but competition for entry-level roles in Sydney and Melbourne is stiff.',
      ),
      table(
        'Professional bodies that assess qualifications',
        ['Field', 'Assessing body', 'Why it matters'],
        ['ICT', 'Australian Computer Society (ACS)', 'Skills assessment for skilled visas'],
        ['Engineering', 'Engineers Australia', 'Skills assessment and chartered status'],
        ['Accounting', 'CPA Australia, CA ANZ or IPA', 'Skills assessment and professional membership'],
        ['Nursing and health', 'AHPRA and the relevant board', 'Registration needed before you can practise'],
      ),
      tip(
        'Nursing and other health graduates must register with AHPRA before working in the profession. Start the process in your final semester so that your graduate visa time is not spent waiting.',
      ),
      h2('From graduate visa to a long-term career'),
      ol(
        'Use the 485 to gain full-time experience in your field; Australian experience counts for employers and for points-tested visas.',
        'Employer sponsorship: the Skills in Demand visa (subclass 482) lets an employer sponsor you. Its Core Skills stream needs a salary of at least the Core Skills Income Threshold, AUD 76,515 from 1 July 2025, indexed each year.',
        'Points-tested visas: the Skilled Independent (189), Skilled Nominated (190) and Skilled Work Regional (491) visas use SkillSelect invitations based on age, English, education and experience.',
        'Professional Year programmes in ICT, accounting and engineering can add points and give you local work experience.',
      ),
      warn(
        'Invitations for points-tested visas are competitive and depend on the occupation and state. Do not assume a 485 visa will lead to permanent residence; treat it as work experience first.',
      ),
      h2('Job search tips'),
      ul(
        'Start applying for graduate programmes in your final year; many large employers recruit a year ahead.',
        'Write an Australian-style résumé of two to three pages with results, and tailor it to each job.',
        'Use SEEK, LinkedIn and your university’s career service; attend industry meet-ups.',
        'Consider regional areas, where costs are lower and some visas give extra benefits.',
      ),
      p(
        'For costs, visa rules and universities, see our [Australia country guide](/australia) and the [Australian universities](/australia/universities) list. For the English score you will need, read [IELTS vs TOEFL vs PTE](/articles/ielts-vs-toefl-vs-pte).',
      ),
    ],
    faqs: faqs(
      [
        "How long can I stay in Australia after my master's?",
        'Indian nationals can get up to three years on the Temporary Graduate visa (subclass 485) after a master’s degree under ECTA, if they meet the age, study and English requirements.',
      ],
      [
        'What is the average salary in Australia?',
        'Full-time adults earned an average of AUD 2,010.00 a week in ordinary time earnings in May 2025 (seasonally adjusted), according to the ABS, or about AUD 104,500 a year.',
      ],
      [
        'Can I work full-time on the 485 visa?',
        'Yes. The Temporary Graduate visa has no limit on working hours and lets you work for any employer.',
      ],
      [
        'Do I need a skills assessment to get a job?',
        'Not for most jobs. You need a skills assessment from the relevant body when you apply for a skilled visa, and registration before working in regulated professions such as nursing.',
      ],
    ),
  },
];
