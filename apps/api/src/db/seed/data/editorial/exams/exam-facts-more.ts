import type { ExamFacts } from './exam-facts.ts';

export const MORE_EXAM_FACTS: ExamFacts[] = [
  {
    slug: 'gre',
    name: 'GRE',
    fullName: 'Graduate Record Examinations (GRE General Test)',
    owner: 'ETS (Educational Testing Service)',
    heading: 'GRE: the graduate admissions test for MS, PhD and many MBA programmes',
    intro:
      'The shorter GRE General Test: sections, the 130–170 scale, fees in India and how long scores last.',
    overview: [
      'The GRE General Test measures verbal reasoning, quantitative reasoning and analytical writing. US graduate schools use it for MS and PhD admissions, and many business schools accept it instead of the GMAT.',
      'Since September 2023 the test is shorter: 1 hour 58 minutes, with one essay instead of two and no unscored section. It can be taken at a test centre or at home.',
    ],
    keyFacts: [
      ['Score scale', 'Verbal and Quant 130–170 each; Analytical Writing 0–6'],
      ['Test time', '1 hour 58 minutes'],
      ['Fee in India', 'US$228'],
      ['Formats', 'Test centre or at home'],
      ['Results', 'Official scores in about 8–10 days'],
      ['Validity', 'Five years'],
    ],
    fees: {
      caption: 'GRE General Test fees in India',
      rows: [
        ['GRE General Test registration', 'US$228'],
        ['Rescheduling', 'US$50'],
        ['Additional score report', 'US$35 per institution'],
        ['ScoreSelect after test day', 'Included in additional score report fee'],
      ],
      notes: ['Your fee includes four free score reports chosen on test day.'],
    },
    dates: [
      'The GRE is offered year-round at Prometric centres in Indian cities and at home almost every day.',
      'You can take it once every 21 days, up to five times in any 12 months.',
      'Take it at least two months before your first deadline to leave room for a retake.',
    ],
    pattern: {
      columns: ['Section', 'Questions', 'Time'],
      rows: [
        ['Analytical Writing', '1 task (Analyze an Issue)', '30 minutes'],
        ['Verbal Reasoning', '2 sections: 12 and 15 questions', '18 and 23 minutes'],
        ['Quantitative Reasoning', '2 sections: 12 and 15 questions', '21 and 26 minutes'],
      ],
      notes: [
        'Verbal and Quant are section-adaptive: your first section decides the difficulty of the second.',
      ],
    },
    syllabus: [
      {
        section: 'Verbal Reasoning',
        topics: ['Reading comprehension', 'Text completion', 'Sentence equivalence'],
      },
      {
        section: 'Quantitative Reasoning',
        topics: ['Arithmetic', 'Algebra', 'Geometry', 'Data analysis', 'Quantitative comparison'],
      },
      { section: 'Analytical Writing', topics: ['Analyze an Issue essay'] },
    ],
    eligibility: [
      'No age limit or minimum qualification; ETS sets none.',
      'Indian test takers need a valid passport.',
      'Universities, not ETS, decide whether your degree makes you eligible for their programme.',
    ],
    score: {
      summary: 'Verbal and Quant are scored 130–170 in one-point steps; the essay 0–6 in half points.',
      columns: ['Target', 'Typical Quant', 'Typical Verbal'],
      rows: [
        ['Top-20 US MS in CS or engineering', '165–170', '155–160'],
        ['Good US MS programmes', '160–165', '150–155'],
        ['Many state universities', '155–160', '145–152'],
      ],
      validity: 'GRE scores are valid for five years after the test year.',
    },
  },
  {
    slug: 'gmat',
    name: 'GMAT',
    fullName: 'Graduate Management Admission Test (GMAT Focus Edition)',
    owner: 'GMAC (Graduate Management Admission Council)',
    heading: 'GMAT Focus Edition: the business school admissions test',
    intro:
      'Three sections, a 205–805 score, fees in India and how the GMAT Focus Edition compares with the GRE.',
    overview: [
      'The GMAT is the admissions test designed for business schools and is accepted by more than 7,000 programmes worldwide. Since February 2024 the only version is the GMAT Focus Edition: 2 hours 15 minutes, three sections, no essay.',
      'You can review and change up to three answers per section, and choose the order of the sections.',
    ],
    keyFacts: [
      ['Score scale', '205–805 total; each section 60–90'],
      ['Test time', '2 hours 15 minutes plus an optional 10-minute break'],
      ['Fee in India', 'US$275 at a test centre; US$300 online'],
      ['Formats', 'Test centre or online'],
      ['Results', 'Official score report in about 3–5 days'],
      ['Validity', 'Five years'],
    ],
    fees: {
      caption: 'GMAT Focus Edition fees for India',
      rows: [
        ['Registration at a test centre', 'US$275'],
        ['Registration online', 'US$300'],
        ['Additional score report', 'US$35 each'],
        ['Rescheduling', 'From US$55, rising closer to the test date'],
      ],
      notes: ['Five score reports are free if chosen within 48 hours of the test.'],
    },
    dates: [
      'The GMAT runs year-round at Pearson VUE test centres in Indian cities and online.',
      'You can take it up to five times in 12 months and eight times in total, with 16 days between attempts.',
    ],
    pattern: {
      columns: ['Section', 'Questions', 'Time'],
      rows: [
        ['Quantitative Reasoning', '21', '45 minutes'],
        ['Verbal Reasoning', '23', '45 minutes'],
        ['Data Insights', '20', '45 minutes'],
      ],
      notes: ['All three sections are computer-adaptive; calculators are allowed only in Data Insights.'],
    },
    syllabus: [
      {
        section: 'Quantitative Reasoning',
        topics: ['Arithmetic', 'Algebra', 'Word problems (problem solving only; no geometry)'],
      },
      { section: 'Verbal Reasoning', topics: ['Reading comprehension', 'Critical reasoning'] },
      {
        section: 'Data Insights',
        topics: [
          'Data sufficiency',
          'Multi-source reasoning',
          'Table analysis',
          'Graphics interpretation',
          'Two-part analysis',
        ],
      },
    ],
    eligibility: [
      'Minimum age 18; 13–17 with parental consent.',
      'Valid passport for Indian test takers.',
      'No educational requirement set by GMAC.',
    ],
    score: {
      summary: 'The total is 205–805 in ten-point steps, built from the three section scores of 60–90.',
      columns: ['Target', 'Typical total score'],
      rows: [
        ['M7 and top-10 MBA', '695–735'],
        ['Top-25 MBA and leading European schools', '645–695'],
        ['Indian one-year MBAs (ISB, IIM PGPX)', '645–705'],
      ],
      validity: 'Scores are valid for five years.',
    },
  },
  {
    slug: 'pte',
    name: 'PTE',
    fullName: 'Pearson Test of English Academic (PTE Academic)',
    owner: 'Pearson',
    heading: 'PTE Academic: fast results, computer-scored English test',
    intro:
      'A two-hour computer-based test scored 10–90, accepted for study in Australia, the UK, Canada and New Zealand.',
    overview: [
      'PTE Academic is a computer-based English test scored by machine. Results usually arrive within two days, which makes it popular with students facing close deadlines.',
      'It is accepted by universities in Australia, the UK, New Zealand, Canada and Ireland and by many US institutions, and for visas in Australia, the UK (PTE Academic UKVI), New Zealand and Canada.',
    ],
    keyFacts: [
      ['Score scale', '10–90'],
      ['Test time', 'About 2 hours'],
      ['Fee in India', "₹18,000 (check Pearson's site for the current fee)"],
      ['Formats', 'Test centre (also PTE Academic Online at home)'],
      ['Results', 'Usually within 48 hours'],
      ['Validity', 'Two years'],
    ],
    fees: {
      caption: 'PTE Academic fees in India',
      rows: [
        ['PTE Academic', '₹18,000 including GST'],
        ['PTE Academic UKVI', 'Same or slightly higher; check when booking'],
        ['Late booking (within 48 hours)', 'Additional fee'],
      ],
      notes: ['Cancelling more than 14 days before the test refunds most of the fee.'],
    },
    dates: [
      'PTE runs almost every day at Pearson centres in India.',
      'You can book as little as 24 hours ahead, subject to availability.',
    ],
    pattern: {
      columns: ['Part', 'Time', 'Tasks'],
      rows: [
        [
          'Speaking and Writing',
          '54–67 minutes',
          'Read aloud, repeat sentence, describe image, retell lecture, answer short question, summarise written text, essay',
        ],
        ['Reading', '29–30 minutes', 'Fill in the blanks, multiple choice, re-order paragraphs'],
        [
          'Listening',
          '30–43 minutes',
          'Summarise spoken text, multiple choice, fill in the blanks, highlight correct summary, write from dictation',
        ],
      ],
      notes: [
        'Many tasks are scored for more than one skill, for example Read Aloud counts for Speaking and Reading.',
      ],
    },
    syllabus: [
      {
        section: 'Speaking and Writing',
        topics: [
          'Read aloud',
          'Repeat sentence',
          'Describe image',
          'Re-tell lecture',
          'Summarise written text',
          'Write essay',
        ],
      },
      {
        section: 'Reading',
        topics: ['Reading and writing fill in the blanks', 'Re-order paragraphs', 'Multiple choice'],
      },
      {
        section: 'Listening',
        topics: ['Summarise spoken text', 'Highlight incorrect words', 'Write from dictation'],
      },
    ],
    eligibility: [
      'Minimum age 16; under 18s need a parental consent form.',
      'Valid passport as identification in India.',
      'Retakes allowed once results of the previous test are out.',
    ],
    score: {
      summary: 'The overall score and each communicative skill are reported on a 10–90 scale.',
      columns: ['Goal', 'Typical overall PTE'],
      rows: [
        ["Australian master's", '58–65'],
        ["UK master's", '58–67'],
        ['Canadian university', '60–65'],
      ],
      validity: 'PTE scores are valid for two years.',
    },
  },
  {
    slug: 'sat',
    name: 'SAT',
    fullName: 'SAT (digital)',
    owner: 'College Board',
    heading: 'SAT: the undergraduate admissions test for the USA and beyond',
    intro:
      'The digital, adaptive SAT scored 400–1600: sections, test dates in India, fees and what good scores look like.',
    overview: [
      'The SAT is the undergraduate admissions test of the College Board, used by US colleges and accepted by many universities in Canada, the UK, Australia, Singapore and India.',
      'The SAT is digital: international students have taken it on the Bluebook app at a test centre since March 2023, and every student has since March 2024. It is shorter than the paper test (2 hours 14 minutes) and adaptive by module: how you do in the first module of a section sets the difficulty of the second.',
    ],
    keyFacts: [
      ['Score scale', '400–1600 (two sections of 200–800)'],
      ['Test time', '2 hours 14 minutes'],
      ['Fee in India', 'US$68 plus an international fee (about US$111 in total)'],
      ['Format', 'Digital, at a test centre, on your own or a school laptop'],
      ['Results', 'About two weeks'],
      ['Validity', 'Scores do not expire; colleges usually want scores from the last five years'],
    ],
    fees: {
      caption: 'SAT fees for India',
      rows: [
        ['SAT registration', 'US$68'],
        ['International fee', 'US$43'],
        ['Late registration', 'US$30'],
        ['Additional score report', 'US$14 each'],
      ],
      notes: ['Four free score reports are included if chosen by nine days after the test.'],
    },
    dates: [
      'International SAT dates fall in March, May, June, August, October, November and December.',
      'Registration closes about two weeks before each date.',
    ],
    pattern: {
      columns: ['Section', 'Modules', 'Questions', 'Time'],
      rows: [
        ['Reading and Writing', '2', '54', '64 minutes'],
        ['Math', '2', '44', '70 minutes'],
      ],
      notes: ['A calculator is allowed throughout Math; Desmos is built into the app.'],
    },
    syllabus: [
      {
        section: 'Reading and Writing',
        topics: [
          'Craft and structure',
          'Information and ideas',
          'Standard English conventions',
          'Expression of ideas',
        ],
      },
      {
        section: 'Math',
        topics: [
          'Algebra',
          'Advanced math',
          'Problem solving and data analysis',
          'Geometry and trigonometry',
        ],
      },
    ],
    eligibility: [
      'No age limit; most students take it in Class 11 or 12.',
      'A valid passport is the accepted ID in India.',
    ],
    score: {
      summary: 'Two section scores of 200–800 add up to a total of 400–1600.',
      columns: ['Target', 'Typical SAT'],
      rows: [
        ['Ivy League and top-20', '1500–1570'],
        ['Top-50 US universities', '1400–1500'],
        ['Good state universities', '1200–1350'],
      ],
      validity: 'Colleges generally accept scores from the last five years.',
    },
  },
  {
    slug: 'act',
    name: 'ACT',
    fullName: 'ACT college admissions test',
    owner: 'ACT, Inc.',
    heading: 'ACT: the other US college admissions test',
    intro:
      'The enhanced ACT scored 1–36, with optional science and writing, test centres in India, fees and dates.',
    overview: [
      'The ACT is a US college admissions test accepted by every US college that asks for test scores. International students take it on computer at test centres.',
      'The enhanced ACT, rolled out from 2025, is shorter, has fewer questions and makes the science section optional; the composite is the average of English, Math and Reading.',
    ],
    keyFacts: [
      ['Score scale', '1–36 composite'],
      [
        'Test time',
        '2 hours 5 minutes for English, Math and Reading; science and writing add 40 minutes each',
      ],
      ['Fee in India', 'Base fee plus an international fee, charged in US dollars'],
      ['Format', 'Computer-based at international test centres'],
      ['Results', 'Usually 2–8 weeks'],
      ['Validity', 'Five years'],
    ],
    fees: {
      caption: 'ACT fees for international students',
      rows: [
        ['ACT (no writing)', 'Base fee plus international fee, in US$'],
        ['Writing section', 'Additional fee'],
        ['Additional score reports', 'Per report'],
      ],
      notes: ['Check the ACT website for the current international fee before registering.'],
    },
    dates: [
      'International ACT dates are offered in February, April, June, July, September, October and December.',
    ],
    pattern: {
      columns: ['Section', 'Status', 'Questions', 'Time'],
      rows: [
        ['English', 'Required', '50', '35 minutes'],
        ['Math', 'Required', '45', '50 minutes'],
        ['Reading', 'Required', '36', '40 minutes'],
        ['Science', 'Optional', '40', '40 minutes'],
        ['Writing', 'Optional', '1 essay', '40 minutes'],
      ],
      notes: ['Some universities still ask for science; check before you skip it.'],
    },
    syllabus: [
      {
        section: 'English',
        topics: ['Punctuation', 'Grammar and usage', 'Sentence structure', 'Rhetorical skills'],
      },
      {
        section: 'Math',
        topics: ['Pre-algebra and algebra', 'Geometry', 'Trigonometry', 'Statistics and probability'],
      },
      { section: 'Reading', topics: ['Key ideas', 'Craft and structure', 'Integration of knowledge'] },
    ],
    eligibility: [
      'No age limit; usually taken in Class 11 or 12.',
      'Passport required as ID at international centres.',
    ],
    score: {
      summary:
        'English, Math and Reading are each scored 1–36 and the composite (1–36) is their average. Science is scored 1–36 but reported separately, with a STEM score from Math and Science; writing is scored 2–12.',
      columns: ['Target', 'Typical ACT composite'],
      rows: [
        ['Top-20 US universities', '34–36'],
        ['Top-50', '30–34'],
        ['Good state universities', '24–29'],
      ],
      validity: 'ACT scores are treated as valid for five years.',
    },
  },
  {
    slug: 'duolingo',
    name: 'Duolingo',
    fullName: 'Duolingo English Test (DET)',
    owner: 'Duolingo',
    heading: 'Duolingo English Test: the one-hour English test you take at home',
    intro:
      'An adaptive online test scored 10–160, accepted by more than 6,000 programs, with results in about two days.',
    overview: [
      'The Duolingo English Test is an online, adaptive English test taken at home on your own computer, with AI and human proctoring. It takes about an hour and results usually arrive within 48 hours.',
      'It is accepted by more than 6,000 programs at over 3,500 institutions, including many US universities and a growing number in the UK, Canada, Ireland and Australia. It is not accepted for UK or Australian visa purposes.',
    ],
    keyFacts: [
      ['Score scale', '10–160 in five-point steps'],
      ['Test time', 'About 1 hour'],
      ['Fee', 'US$70 (paid online)'],
      ['Format', 'Online at home, any day'],
      ['Results', 'Within about 48 hours'],
      ['Validity', 'Two years'],
    ],
    fees: {
      caption: 'Duolingo English Test fee',
      rows: [
        ['One test', 'US$70'],
        ['Two-test bundle', 'Discounted, check the Duolingo site'],
        ['Sending scores', 'Free to unlimited institutions'],
      ],
      notes: [
        'There is no test-centre fee or travel cost; you need a computer with a webcam, microphone and speaker.',
      ],
    },
    dates: ['Available 24 hours a day, every day.', 'You can take it up to three times in any 30 days.'],
    pattern: {
      columns: ['Part', 'Time', 'What happens'],
      rows: [
        ['Introduction and onboarding', '5 minutes', 'Check your camera, microphone and ID'],
        [
          'Adaptive test',
          'About 45 minutes',
          'Reading, listening, writing and speaking questions that change with your answers',
        ],
        [
          'Writing and speaking sample',
          '10 minutes',
          'An extended response sent to institutions with your score',
        ],
      ],
      notes: ['There are no breaks; keep your eyes on the screen throughout.'],
    },
    syllabus: [
      { section: 'Literacy', topics: ['Read and complete', 'Read and select', 'Fill in the blanks'] },
      { section: 'Comprehension', topics: ['Interactive reading', 'Interactive listening'] },
      {
        section: 'Conversation and production',
        topics: [
          'Listen and type',
          'Write about the photo',
          'Speak about the photo',
          'Read, then write',
          'Read, then speak',
        ],
      },
    ],
    eligibility: [
      'No minimum age or qualification.',
      'A valid passport, driving licence or national ID; Indian students usually use a passport.',
    ],
    score: {
      summary:
        'Scores run from 10 to 160 with subscores for literacy, comprehension, conversation and production.',
      columns: ['Target', 'Typical DET score'],
      rows: [
        ['Top US universities', '120–130'],
        ["Most US master's", '105–120'],
        ['Foundation and pathway', '90–100'],
      ],
      validity: 'Scores are valid for two years.',
    },
  },
];
