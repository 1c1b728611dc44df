/** The facts each main exam's seven topic pages are built from (checked against the test owners' sites). */
export interface ExamFacts {
  slug: string;
  name: string;
  fullName: string;
  owner: string;
  heading: string;
  intro: string;
  overview: string[];
  keyFacts: [string, string][];
  fees: { caption: string; rows: [string, string][]; notes: string[] };
  dates: string[];
  pattern: { columns: string[]; rows: string[][]; notes: string[] };
  syllabus: { section: string; topics: string[] }[];
  eligibility: string[];
  score: { summary: string; columns: string[]; rows: string[][]; validity: string };
}

export const EXAM_FACTS: ExamFacts[] = [
  {
    slug: 'ielts',
    name: 'IELTS',
    fullName: 'International English Language Testing System',
    owner: 'British Council, IDP and Cambridge University Press & Assessment (delivered in India by IDP)',
    heading: 'IELTS: the English test for study in the UK, Australia, Canada and beyond',
    intro:
      'Fees, dates, the four modules, band scores from 1 to 9 and what universities ask Indian students for.',
    overview: [
      'IELTS is the most widely taken English test for study abroad. It is accepted by universities in the UK, Australia, Canada, New Zealand, Ireland and thousands of US institutions, and by immigration authorities in the UK, Australia, Canada and New Zealand.',
      "There are two versions. IELTS Academic is the one universities ask for. IELTS General Training is for work and migration. Both test Listening, Reading, Writing and Speaking, and both take 2 hours 45 minutes. In India the test is delivered by IDP, which took over the British Council's IELTS operations in India in 2021.",
    ],
    keyFacts: [
      ['Score scale', 'Band 1 to 9 in half bands, per module and overall'],
      ['Test time', '2 hours 45 minutes (Speaking may be on another day)'],
      ['Fee in India', '₹18,000 (IELTS on computer or paper); ₹18,250 for IELTS for UKVI'],
      ['Formats', 'On computer at a test centre, or on paper'],
      ['Results', 'Within a few days on computer; about two weeks on paper'],
      ['Validity', 'Two years, the period institutions and visa authorities accept'],
    ],
    fees: {
      caption: 'IELTS fees in India (2025–26)',
      rows: [
        ['IELTS Academic or General Training (computer or paper)', '₹18,000'],
        ['IELTS for UKVI (Academic or General Training)', '₹18,250'],
        ['IELTS Life Skills (A1, A2, B1)', '₹17,000'],
        ['One Skill Retake (computer-delivered, where offered)', '₹12,000'],
        ['Additional Test Report Form sent abroad', 'Charged per report by IDP'],
      ],
      notes: [
        'You pay the fee online by card or net banking when you book with IDP. The fee is the same in every Indian city.',
        'Rescheduling or cancelling more than five weeks before the test costs an administrative charge; within five weeks you lose the fee unless you have a medical certificate.',
      ],
    },
    dates: [
      'IELTS on computer runs on most days of the week at IDP test centres in large cities, with several sessions a day, so you can usually book within a week or two.',
      'IELTS on paper runs on up to four fixed dates a month, mostly Saturdays and Thursdays.',
      'Book at least four to six weeks before your first university deadline so that you have time for a retake if needed.',
      'Speaking can be on the same day as the other modules or up to seven days before or after.',
    ],
    pattern: {
      columns: ['Module', 'Time', 'Questions', 'What it tests'],
      rows: [
        [
          'Listening',
          '30 minutes',
          '40',
          'Four recordings: conversations and monologues in everyday and academic settings',
        ],
        ['Reading', '60 minutes', '40', 'Three long passages from books, journals and newspapers (Academic)'],
        [
          'Writing',
          '60 minutes',
          '2 tasks',
          'Task 1: describe a chart or diagram in 150 words; Task 2: an essay of 250 words',
        ],
        [
          'Speaking',
          '11–14 minutes',
          '3 parts',
          'Face-to-face interview with an examiner: introduction, long turn, discussion',
        ],
      ],
      notes: [
        'Listening, Reading and Writing are taken in one sitting without breaks. Writing Task 2 carries twice the weight of Task 1.',
      ],
    },
    syllabus: [
      {
        section: 'Listening',
        topics: [
          'Form and note completion',
          'Multiple choice',
          'Map and plan labelling',
          'Sentence and summary completion',
          'Matching',
        ],
      },
      {
        section: 'Reading',
        topics: [
          'True / False / Not Given',
          'Matching headings',
          'Sentence completion',
          'Multiple choice',
          'Short-answer questions',
        ],
      },
      {
        section: 'Writing',
        topics: [
          'Task 1: line graphs, bar charts, tables, processes and maps',
          'Task 2: opinion, discussion, problem-solution and two-part essays',
        ],
      },
      {
        section: 'Speaking',
        topics: [
          'Part 1: familiar topics',
          'Part 2: two-minute talk from a cue card',
          'Part 3: abstract discussion linked to Part 2',
        ],
      },
    ],
    eligibility: [
      'There is no minimum educational qualification for IELTS.',
      'IDP recommends IELTS for test takers aged 16 and above.',
      'You need a valid passport to book and sit the test in India; the same passport must be shown on test day.',
      'There is no limit on the number of attempts.',
    ],
    score: {
      summary:
        'Each module gets a band from 0 to 9 in half bands; the overall band is the average of the four, rounded to the nearest half band.',
      columns: ['Goal', 'Typical overall band', 'Typical lowest module'],
      rows: [
        ["UK master's (most universities)", '6.5', '6.0'],
        ['UK Russell Group / Oxbridge', '7.0–7.5', '6.5–7.0'],
        ['Canada college diploma', '6.0', '5.5'],
        ["Australia master's", '6.5', '6.0'],
        [
          'UK Student visa, degree level (CEFR B2)',
          '5.5 in each module (UKVI test for non-university providers)',
          '5.5',
        ],
      ],
      validity: 'Test Report Forms are valid for two years from the test date.',
    },
  },
  {
    slug: 'toefl',
    name: 'TOEFL',
    fullName: 'Test of English as a Foreign Language (TOEFL iBT)',
    owner: 'ETS (Educational Testing Service)',
    heading: 'TOEFL iBT: the English test US universities know best',
    intro:
      'The redesigned TOEFL iBT since January 2026: a 1–6 band score alongside 0–120, the adaptive sections, fees and dates in India.',
    overview: [
      'TOEFL iBT is the English test run by ETS and accepted by more than 12,000 institutions in over 160 countries, including almost every US university. It is taken on computer at a test centre or at home (TOEFL iBT Home Edition).',
      'On 21 January 2026 ETS introduced a redesigned TOEFL iBT. It is shorter (about 90 minutes), Reading and Listening are adaptive, the tasks use more everyday academic situations, and scores are reported on a new 1–6 band scale aligned with the CEFR, alongside the familiar 0–120 scale during a transition period.',
    ],
    keyFacts: [
      [
        'Score scale',
        '1–6 bands in half-band steps (since January 2026), reported with the 0–120 equivalent',
      ],
      ['Test time', 'About 90 minutes'],
      ['Fee in India', 'About US$200 (charged in US dollars by ETS; check the current fee when you book)'],
      ['Formats', 'Test centre or TOEFL iBT Home Edition'],
      ['Results', 'Within about 72 hours'],
      ['Validity', 'Two years'],
    ],
    fees: {
      caption: 'TOEFL iBT fees for test takers in India',
      rows: [
        ['TOEFL iBT registration (test centre or Home Edition)', 'About US$200'],
        ['Late registration', 'Additional fee'],
        ['Rescheduling', 'Additional fee, up to four days before the test'],
        ['Additional score reports', 'Per institution, after the free ones chosen before the test'],
      ],
      notes: [
        'ETS charges in US dollars; your card converts to rupees. The fee includes sending scores to a set number of institutions you choose before test day.',
      ],
    },
    dates: [
      'TOEFL iBT runs year-round; test-centre sessions in India are offered on many days a month in large cities.',
      'The Home Edition can be booked almost any day, with slots around the clock.',
      'Register at least a week ahead; late registration costs more.',
    ],
    pattern: {
      columns: ['Section', 'Approximate time', 'Tasks'],
      rows: [
        [
          'Reading',
          'About 30 minutes (adaptive)',
          'Complete the words, read in daily life, read an academic passage',
        ],
        [
          'Listening',
          'About 30 minutes (adaptive)',
          'Choose a response, conversations, announcements, academic talks',
        ],
        ['Writing', 'About 23 minutes', 'Build a sentence, write an email, academic discussion'],
        ['Speaking', 'About 8 minutes', 'Listen and repeat, take an interview'],
      ],
      notes: [
        'Reading and Listening adapt: how you do in the first module decides whether the second is easier or harder.',
      ],
    },
    syllabus: [
      {
        section: 'Reading',
        topics: [
          'Vocabulary in context',
          'Short practical texts: notices, emails, schedules',
          'Academic passages with main-idea and detail questions',
        ],
      },
      {
        section: 'Listening',
        topics: [
          'Campus conversations',
          'Announcements',
          'Short academic talks',
          'Choosing the best response',
        ],
      },
      {
        section: 'Writing',
        topics: [
          'Sentence building and grammar',
          'A short email for a real situation',
          'A post in an academic discussion',
        ],
      },
      {
        section: 'Speaking',
        topics: ['Repeating sentences accurately', 'Answering interview questions on familiar topics'],
      },
    ],
    eligibility: [
      'There is no age limit or minimum qualification for TOEFL iBT.',
      'Indian test takers need a valid passport as identification.',
      'You can take the test once every three days, with no annual limit.',
    ],
    score: {
      summary:
        'Since January 2026 each section and the total are reported on a 1–6 scale in half-band steps, aligned with CEFR levels, with the 0–120 equivalent shown alongside during the transition.',
      columns: ['1–6 band', 'CEFR level', 'Typical use'],
      rows: [
        ['6', 'C2', 'Top graduate programmes'],
        ['5–5.5', 'C1', 'Most competitive universities'],
        ['4–4.5', 'B2', "Many undergraduate and master's programmes"],
        ['3–3.5', 'B1', 'Pathway and foundation programmes'],
      ],
      validity: 'Scores are valid for two years from the test date.',
    },
  },
];
