import { faqs, h2, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

const common = { category: 'scholarships' } as const;

export const MORE_SCHOLARSHIP_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    author: 'priya-menon',
    slug: 'australia-awards-scholarship',
    title: 'Australia Awards Scholarship: Not Open to Indian Students — What to Apply For Instead',
    summary:
      'Australia Awards Scholarships are the Australian government’s flagship development awards, but Indian citizens cannot apply for current intakes. What the awards cover, what the former India programme offered, and the Maitri and university scholarships Indians can use instead.',
    tags: ['australia', 'scholarships', 'fully-funded', 'masters'],
    publishedOn: '2025-08-28',
    updatedOn: '2026-11-10',
    trendingRank: 43,
    body: [
      p(
        'The short answer first: Australia Awards Scholarships are open only to citizens of the participating countries on the Australian Department of Foreign Affairs and Trade (DFAT) list, and India is not on that list for current intakes. If you are an Indian citizen living in India, you cannot apply for an Australia Awards Scholarship in 2026–27. This guide explains what the scholarship is, what the India programme used to offer, and the awards you can apply for instead.',
      ),
      h2('What Australia Awards Scholarships are'),
      p(
        'Australia Awards Scholarships are long-term development awards funded by DFAT for bachelor’s and master’s study (and some doctoral study) at Australian universities and TAFE institutes. They are offered to people from partner developing countries, mainly in the Indo-Pacific, who will return home and contribute to their country’s development. Recipients must leave Australia for at least two years after the award.',
      ),
      table(
        'What an Australia Awards Scholarship covers',
        ['Benefit', 'Detail'],
        ['Tuition', 'Full tuition fees'],
        ['Travel', 'Return economy airfare'],
        ['Establishment allowance', 'A one-off payment on arrival for housing, books and equipment'],
        ['Living costs', 'A fortnightly contribution to living expenses'],
        ['Health cover', 'Overseas Student Health Cover for the award'],
        ['Academic support', 'An introductory academic programme and, where needed, pre-course English'],
      ),
      h2('The India programme: last known facts'),
      p(
        'From the 2020 academic year the Australian government ran an Australia Awards Scholarships programme for India at master’s level. It differed from the usual model in two ways: candidates had to be nominated by one of a short list of Indian target institutions, such as IIT Bombay, IIT Delhi, IIT Madras, IISc Bengaluru, Banaras Hindu University, Savitribai Phule Pune University and Manipal Academy of Higher Education, each nominating up to four candidates; and study was limited to priority fields, which for the 2022 academic year were agribusiness, agriculture, construction, energy and resources, engineering, and security and strategic studies. Recipients received return air travel, an establishment allowance, full tuition and a contribution to living expenses.',
      ),
      p(
        'That India programme ran for only a few intakes and is not open for current intakes. Australia’s scholarship support for Indian students now comes mainly through the Maitri Scholars Program and university awards.',
      ),
      warn(
        'Be wary of websites and agents that still advertise “Australia Awards for Indian students” with a deadline. Check the participating-country list on the official Australia Awards site before you spend time on an application.',
      ),
      h2('What Indian students can apply for instead'),
      table(
        'Australian scholarships open to Indian citizens',
        ['Scholarship', 'Level', 'What it gives', 'How you apply'],
        [
          'Maitri Scholars Program',
          'PhD and master’s by research in STEM',
          'Travel and establishment costs, a significant tuition contribution, a monthly stipend, professional development',
          'Nominated by an Australian university through the Centre for Australia-India Relations',
        ],
        [
          'Research Training Program (RTP)',
          'PhD and research master’s',
          'Tuition offset and often a living stipend',
          'With your research degree application to the university',
        ],
        [
          'University merit scholarships',
          'Bachelor’s and master’s',
          'Usually 10–30% of tuition, sometimes more',
          'Often automatic with your offer',
        ],
        [
          'Sydney Scholars India',
          'Undergraduate and postgraduate coursework',
          'Several award sizes towards tuition, most for the first year',
          'University of Sydney scholarship portal',
        ],
        [
          'Destination Australia',
          'Study at regional campuses',
          'A yearly amount for students at regional campuses',
          'Through participating institutions',
        ],
      ),
      h2('The Maitri Scholars Program in detail'),
      p(
        'Announced in 2022, opened to nominations in 2023 and funded with about A$11.2 million, the Maitri Scholars Program was designed to support around 45 high-achieving Indian students over four years in postgraduate research in fields such as advanced manufacturing, critical technologies, critical minerals, clean energy, life sciences and medical technology. You cannot apply to it directly: you apply for a research degree at an Australian university, which then nominates you to the Centre for Australia-India Relations. The first funding round required scholars to start by the end of 2025, so check the Centre’s website for whether a new round is open before you plan around it.',
      ),
      tip(
        'For research degrees, contact potential supervisors early. A supervisor who wants you is what gets you nominated for RTP and Maitri funding.',
      ),
      h2('Plan your budget without a full scholarship'),
      p(
        'Most Australian scholarships for Indians are partial. The Student visa asks for evidence of A$29,710 (about ₹17.4 lakh) a year for living costs on top of tuition and travel, so plan how you will fund the gap. Read [scholarships in Australia](/articles/scholarships-in-australia), the [Sydney Scholars India guide](/articles/sydney-scholars-india-scholarship) and [cost of studying in Australia](/articles/cost-of-studying-in-australia).',
      ),
    ],
    faqs: faqs(
      [
        'Can Indian students apply for the Australia Awards Scholarship?',
        'No. Australia Awards Scholarships are only for citizens of participating countries, and India is not on the list for current intakes. The India programme that began in 2020 took nominations for only a few intakes.',
      ],
      [
        'Is there a fully funded Australian government scholarship for Indians?',
        'The Maitri Scholars Program funds Indian students in STEM research degrees with a tuition contribution, a stipend and travel costs. You are nominated by an Australian university, not applying directly.',
      ],
      [
        'What replaced Australia Awards for India?',
        'The main Australian government programme for Indian students is now the Maitri Scholars Program, alongside university scholarships such as RTP and merit awards.',
      ],
    ),
  },
  {
    ...common,
    author: 'arjun-sharma',
    slug: 'sbw-berlin-scholarship',
    title: 'SBW Berlin Scholarship: Need-Based Funding for Socially Committed Students in Berlin',
    summary:
      'SBW Berlin gives a small number of scholarships with free housing to students from developing countries who run a social project. Who is eligible, what it covers, the 18-month home-country commitment and how Indian students apply.',
    tags: ['germany', 'berlin', 'scholarships', 'need-based'],
    publishedOn: '2025-09-18',
    updatedOn: '2026-10-22',
    body: [
      p(
        'SBW Berlin is a non-profit organisation in Berlin that funds young people from abroad who are already socially committed and come from financially disadvantaged families. It is not a merit scholarship in the DAAD sense: it looks for volunteers and social entrepreneurs who will use their degree to build a non-profit project, preferably in their home country. Indian students can apply if they meet its need-based criteria.',
      ),
      h2('Key facts'),
      table(
        'SBW Berlin Scholarship at a glance',
        ['Item', 'Detail'],
        ['Provider', 'SBW Berlin, a non-profit organisation'],
        ['Where you must study', 'A university or university of applied sciences in Berlin or Potsdam'],
        ['Levels', 'Bachelor’s and master’s; vocational training in special cases'],
        ['Places', 'About 20 scholarship places in total, awarded each semester as places become free'],
        [
          'Benefits',
          'A furnished room in SBW’s shared student flats, plus tuition and/or a monthly allowance depending on the scholarship type',
        ],
        ['Duration', 'Up to the standard period of study (maximum 48 months), reviewed each semester'],
        ['Application fee', 'None'],
      ),
      h2('Three kinds of SBW scholarship'),
      ul(
        'The scholarship for international students, the one most relevant to Indians',
        'The scholarship for refugees, with projects on migration and inclusion',
        'The scholarship for study programmes in the social sector',
      ),
      h2('Who can apply (international students)'),
      ul(
        'Nationals of countries the guidelines list as having a particular need for development support; recent guidelines covered Asia, Africa, South America and Eastern Europe',
        'Aged 18 to 30',
        'Professional or volunteer experience with a non-profit or social organisation, backed by a letter of recommendation from it',
        'A university entrance qualification and grades equal to a German grade of 2.0 or better',
        'A relatively low household net income, as defined in the guidelines',
        'Not more than 18 months spent in Germany before applying, and no first-degree relatives living permanently in Germany',
        'Applying before your studies start, in your first three semesters, or for a master’s around the end of your bachelor’s',
        'Holding (or obtaining) a German student visa or residence permit for study',
      ),
      tip(
        'Convert your marks with the modified Bavarian formula before you apply. On a 100-point scale with a 40% pass mark, a German 2.0 usually means scoring in the high 70s or above; our [CGPA to GPA calculator](/cgpa-to-gpa-calculator) helps you check.',
      ),
      h2('The social project and the commitment'),
      p(
        'During your studies you develop a social project with a non-profit organisation, ideally one in your home country, and you describe it in your application. After graduating you are expected to work for at least 18 months in your home country and continue the project. If you stay in Germany instead, you must do non-profit work there or repay the scholarship under a notarised repayment plan. SBW helps scholars with job searches and project development in their home countries.',
      ),
      warn(
        'Funding is reviewed every semester. SBW can end it after two failed or postponed compulsory exams, if project targets are missed, or if the money is used for other purposes, and may then reclaim what it has paid.',
      ),
      h2('How to apply'),
      ol(
        'Read the current guidelines for the international-student scholarship on the SBW Berlin website, including the list of eligible countries and income limits.',
        'Apply for admission to a university in Berlin or Potsdam; SBW does not admit you to a degree.',
        'Prepare your CV, transcripts, proof of income, recommendation letter from your non-profit organisation and a description of your social project.',
        'Submit the application in the period announced on the website; shortlisted candidates are interviewed.',
      ),
      warn(
        'SBW Berlin never charges an application fee and does not contact applicants on WhatsApp or Telegram. Treat any such message as a scam.',
      ),
      h2('Money you still need'),
      p(
        'The scholarship covers housing and part of your living costs, but you still need a student visa. Germany asks for proof of funds, usually a blocked account of €11,904 for the first year; how far an SBW award counts towards it depends on what its award letter covers. See our [blocked account guide](/articles/blocked-account-germany) and compare with the [DAAD scholarships](/articles/daad-scholarship) and other [scholarships in Germany](/articles/scholarships-in-germany).',
      ),
    ],
    faqs: faqs(
      [
        'Can Indian students apply for the SBW Berlin scholarship?',
        'Yes, if they meet the need-based criteria: age 18–30, low household income, documented non-profit experience, good grades and a plan to study in Berlin or Potsdam. Check that India is on the country list in the current guidelines.',
      ],
      [
        'Is the SBW Berlin scholarship fully funded?',
        'It provides a furnished room in SBW’s student flats and, depending on the scholarship type, tuition and/or a monthly allowance. It is designed to cover the necessary costs of study, but places are very limited.',
      ],
      [
        'Do I have to return to India after the SBW scholarship?',
        'You are expected to work in your home country for at least 18 months after graduating; if you stay in Germany, you must do non-profit work or repay under a notarised plan.',
      ],
      [
        'Can I study in Munich with the SBW scholarship?',
        'No. SBW only funds study at universities in Berlin or Potsdam.',
      ],
    ),
  },
  {
    ...common,
    author: 'ananya-iyer',
    slug: 'stuart-hall-scholarship',
    title: 'Stuart Hall Scholarship: What It Is, Who It Funds and Why Most Indian Students Cannot Apply',
    summary:
      'The Stuart Hall scholarships are a handful of UK PhD studentships created with the Stuart Hall Foundation, mostly reserved for UK-resident students. The last known facts, why the award rarely suits applicants from India, and the alternatives to apply for.',
    tags: ['uk', 'scholarships', 'phd'],
    publishedOn: '2025-10-08',
    updatedOn: '2026-10-20',
    body: [
      p(
        'The short answer first: there is no Stuart Hall scholarship that a student living in India can simply apply for. The name refers to a small number of PhD studentships at UK universities created in partnership with the Stuart Hall Foundation, and most recent ones have been reserved for UK-resident students from Black and minority ethnic backgrounds with home fee status. The award is sometimes listed among American scholarships, but it is a UK programme.',
      ),
      h2('Who Stuart Hall was'),
      p(
        'Stuart Hall (1932–2014) was a Jamaican-born British cultural theorist, one of the founders of cultural studies, director of the Centre for Contemporary Cultural Studies at the University of Birmingham and later a professor at the Open University. After his death, his family, friends and colleagues set up the Stuart Hall Foundation in London to continue his work on race, culture and public education.',
      ),
      h2('How the studentships work'),
      p(
        'The Foundation does not run one central scholarship call. Instead it partners with UK universities and doctoral training partnerships, which fund and advertise a studentship under the Stuart Hall name, usually one a year per partner. Stuart Hall scholars join the Foundation’s network of scholars and fellows and its annual gathering.',
      ),
      table(
        'Examples of Stuart Hall studentships (last known calls)',
        ['Host', 'Level', 'What it covered', 'Who could apply'],
        [
          'Birkbeck, University of London (2017)',
          'PhD in arts or social sciences',
          'Fees and a stipend, full-time for three years or part-time for five',
          'Applicants to the two participating schools',
        ],
        [
          'Merton College and TORCH, University of Oxford (2019–2022)',
          'DPhil in the humanities',
          'Fees and maintenance through Merton and the Clarendon Fund',
          'Applicants to a humanities DPhil; aimed at under-represented UK students',
        ],
        [
          'White Rose Doctoral Training Partnership (2021)',
          'PhD in the social sciences',
          'A fully funded studentship',
          'Ring-fenced for Black British students',
        ],
        [
          'School of Social Sciences, University of Manchester (2022)',
          'PhD',
          'Home or international fees, a stipend and a research training grant',
          'Applicants to a PhD in the School, with preference for non-traditional backgrounds',
        ],
      ),
      h2('Can Indian students apply?'),
      p(
        'Rarely. Most Stuart Hall studentships are limited to UK residents, to home fee status or to Black British applicants, which rules out students applying from India. A few, such as Manchester’s 2022 award, covered international fees, but each was a single award for a PhD in cultural studies, race, ethnicity or inequality. If your research is in these areas and you are applying to a partner university, ask the department whether a Stuart Hall studentship is offered that year and whether international applicants are eligible. Do not plan your funding around it.',
      ),
      warn(
        'Stuart Hall awards are for doctoral research in the social sciences and humanities. They do not fund master’s degrees in the USA or the UK, whatever some scholarship lists suggest.',
      ),
      h2('Better options for Indian students'),
      table(
        'Funding that is open to Indians',
        ['Scholarship', 'Country', 'Level', 'Best for'],
        ['Commonwealth PhD Scholarships', 'UK', 'PhD', 'Indians nominated through the national process'],
        ['Gates Cambridge', 'UK', 'Master’s and PhD', 'Any subject at Cambridge'],
        ['Rhodes Scholarship (India)', 'UK', 'Master’s and DPhil', 'Oxford, for applicants aged about 19–25'],
        [
          'Charles Wallace India Trust',
          'UK',
          'Short awards and fellowships',
          'Arts, heritage and humanities',
        ],
        [
          'Fulbright-Nehru Fellowships',
          'USA',
          'Master’s and doctoral research',
          'Indians with work or research experience',
        ],
      ),
      tip(
        'Humanities and social-science PhD applicants should also ask each department about its own funded studentships and about AHRC and ESRC doctoral training partnerships, a few of which fund a small share of international students.',
      ),
      p(
        'Read our guides to [Gates Cambridge](/articles/gates-cambridge-scholarship), the [Rhodes Scholarship](/articles/rhodes-scholarship-india), the [Charles Wallace India Trust](/articles/charles-wallace-india-trust-scholarship) and the [Fulbright-Nehru fellowships](/articles/fulbright-nehru-masters-fellowship).',
      ),
    ],
    faqs: faqs(
      [
        'Is the Stuart Hall scholarship available for Indian students?',
        'Usually not. Most Stuart Hall studentships are reserved for UK residents or home-fee students; only a few have been open to international applicants, one award at a time.',
      ],
      [
        'Is the Stuart Hall scholarship for the USA?',
        'No. It is a UK programme: PhD studentships at UK universities created with the London-based Stuart Hall Foundation.',
      ],
      [
        'What does a Stuart Hall studentship cover?',
        'Recent ones covered fees and a doctoral stipend for three years, and some a research training grant, set by the host university.',
      ],
    ),
  },
];
