export interface LessonSeed {
  key: string;
  title: string;
  minutes: number;
  paragraphs: string[];
}

export interface QuizQuestionSeed {
  prompt: string;
  options: string[];
  correctOption: number;
  explanation: string;
}

export interface ModuleSeed {
  key: string;
  title: string;
  summary: string;
  lessons: LessonSeed[];
  quiz: QuizQuestionSeed[];
}

/**
 * The course every booster program opens (`/profile/lms`): tests, the statement of purpose and
 * visa documents, each module closed by a short quiz. Facts as SPEC.md §9 and the site's own
 * guides state them (exam scales and validity, UK funds of the proof-of-funds calculator).
 */
export const COURSE_MODULES: readonly ModuleSeed[] = [
  {
    key: 'english-and-graduate-tests',
    title: 'English and graduate tests',
    summary: 'Which test your universities ask for, how each is scored and how long a score lasts.',
    lessons: [
      {
        key: 'ielts-academic',
        title: 'IELTS Academic: the four parts and the band scale',
        minutes: 8,
        paragraphs: [
          'IELTS Academic takes 2 hours 45 minutes: Listening (30 minutes), Reading (60 minutes) and Writing (60 minutes, two tasks) on one sitting, and Speaking (11 to 14 minutes) face to face with an examiner, on the same day or within a week.',
          'Each part is scored in bands from 1 to 9, in half bands. The overall band is the average of the four, rounded to the nearest half band, so 6.5, 6.5, 6.0 and 7.0 give 6.5 overall.',
          'Universities set an overall band and often a minimum in each part: a UK master’s commonly asks for 6.5 overall with no part below 6.0. Check the course page, not just the university’s general page, since some courses ask for more.',
          'Most universities accept a result up to two years old. Book early enough to retake the test if a part falls short.',
        ],
      },
      {
        key: 'toefl-pte-duolingo',
        title: 'TOEFL iBT, PTE Academic and the Duolingo English Test',
        minutes: 7,
        paragraphs: [
          'TOEFL iBT is scored from 0 to 120: Reading, Listening, Speaking and Writing each count 0 to 30. US universities accept it most widely; 90 to 100 is a common requirement for a master’s.',
          'PTE Academic is taken on a computer and scored by machine from 10 to 90. Test takers must be 16 or over, and a score is valid for two years. It is accepted for UK and Australian student visas as well as by universities.',
          'The Duolingo English Test is taken online at home in about an hour and is accepted by over 3,500 institutions. Check that each of your universities accepts it before booking: some courses and visas do not.',
        ],
      },
      {
        key: 'gre-gmat',
        title: 'GRE and GMAT: when a graduate test is asked for',
        minutes: 6,
        paragraphs: [
          'The GRE General Test has Verbal Reasoning and Quantitative Reasoning, each scored 130 to 170, and Analytical Writing, scored 0 to 6 in half points. A score is valid for five years.',
          'Many US master’s programs in engineering, science and economics ask for or recommend the GRE; most UK, Irish and Australian master’s courses do not. Business schools accept the GMAT, and many also the GRE.',
          'Sit a graduate test early: with five years of validity, a score taken in your final year of college still counts if you apply after working for a few years.',
        ],
      },
    ],
    quiz: [
      {
        prompt: 'How is IELTS scored?',
        options: ['0 to 120', '10 to 90', 'Bands from 1 to 9', '130 to 170'],
        correctOption: 2,
        explanation: 'IELTS is scored in bands from 1 to 9, in half bands; TOEFL iBT is 0 to 120.',
      },
      {
        prompt: 'How long is a GRE score valid?',
        options: ['2 years', '5 years', '1 year', 'For life'],
        correctOption: 1,
        explanation: 'A GRE score is valid for five years from the test date.',
      },
      {
        prompt: 'What is the top score of TOEFL iBT?',
        options: ['9', '90', '120', '170'],
        correctOption: 2,
        explanation: 'TOEFL iBT is scored from 0 to 120, with four sections of 0 to 30 each.',
      },
      {
        prompt: 'From what age may you take PTE Academic?',
        options: ['16', '18', '21', 'Any age'],
        correctOption: 0,
        explanation: 'PTE Academic test takers must be 16 or over.',
      },
    ],
  },
  {
    key: 'statement-of-purpose',
    title: 'Writing your statement of purpose',
    summary: 'What admissions tutors read for, a structure that works, and letters of recommendation.',
    lessons: [
      {
        key: 'what-tutors-look-for',
        title: 'What admissions tutors look for',
        minutes: 6,
        paragraphs: [
          'A statement of purpose (SOP) answers three questions: why this subject, why this course at this university, and what you will do with it. Tutors read it for evidence, not adjectives.',
          'Evidence is specific: a final-year project and what you built, an internship and what changed because of your work, a module you took further than the syllabus. One concrete example beats a list of qualities.',
          'Write each SOP for its course. Name modules, research groups or facilities that fit your plans; a statement that could be sent anywhere reads as one that was.',
        ],
      },
      {
        key: 'sop-structure',
        title: 'A structure that works, and the length to aim for',
        minutes: 7,
        paragraphs: [
          'Open with the problem or moment that drew you to the subject, in two or three sentences. Then your academic preparation, then work or project experience, then why this course, then your goals after it.',
          'Keep to the limit the university sets; where it sets none, 800 to 1,000 words is usual for a master’s. UCAS asks undergraduate applicants for answers to three questions in up to 4,000 characters in all.',
          'Explain a gap or a low grade briefly and plainly, once, with what you did next. Leave out what the transcript already shows.',
        ],
      },
      {
        key: 'letters-of-recommendation',
        title: 'Letters of recommendation',
        minutes: 5,
        paragraphs: [
          'Most master’s courses ask for two references: academic ones from professors who taught or supervised you, or a professional one from a manager if you have worked.',
          'Ask at least six weeks before your deadline, and give each referee your CV, the courses and their deadlines, and a note of the work of yours they know best, so their letter can be specific.',
          'Letters are uploaded by the referees themselves through the university’s portal; a letter you write for your referee to sign breaks most universities’ rules.',
        ],
      },
    ],
    quiz: [
      {
        prompt: 'What makes a statement of purpose convincing?',
        options: [
          'A long list of personal qualities',
          'Specific evidence from projects, work and study',
          'The same text for every university',
          'Quotations from famous people',
        ],
        correctOption: 1,
        explanation:
          'Tutors look for evidence: what you did, built or changed, tied to the course you apply to.',
      },
      {
        prompt: 'Without a word limit from the university, how long is a master’s SOP usually?',
        options: ['200 to 300 words', '800 to 1,000 words', '3,000 words', 'As long as possible'],
        correctOption: 1,
        explanation: '800 to 1,000 words is usual where the university sets no limit of its own.',
      },
      {
        prompt: 'Who uploads a letter of recommendation?',
        options: ['You', 'Your counsellor', 'The referee', 'Your parents'],
        correctOption: 2,
        explanation: 'Referees upload their letters through the university’s portal themselves.',
      },
    ],
  },
  {
    key: 'visa-documents',
    title: 'Student visa documents',
    summary: 'The documents the UK, the USA, Canada and Australia ask of a student, and when.',
    lessons: [
      {
        key: 'uk-student-visa',
        title: 'UK Student visa: CAS, funds and the health surcharge',
        minutes: 8,
        paragraphs: [
          'Your university issues a Confirmation of Acceptance for Studies (CAS) once you accept an unconditional offer and pay any deposit it asks for. The CAS number goes on your visa application.',
          'You must show your unpaid first-year tuition plus living costs of £1,529 a month in London or £1,171 elsewhere, for up to 9 months, held for 28 consecutive days; the bank statement must end no more than 31 days before you apply.',
          'You pay the Immigration Health Surcharge with the application, which gives you use of the NHS. Applicants from India also need a tuberculosis test certificate from a clinic the UK approves.',
          'You can apply up to 6 months before your course starts. Decisions usually take about three weeks from your biometrics appointment.',
        ],
      },
      {
        key: 'usa-f1-visa',
        title: 'USA F-1 visa: I-20, SEVIS fee and the interview',
        minutes: 7,
        paragraphs: [
          'Your university sends a Form I-20 once you are admitted and have shown funds for the first year. Check every detail against your passport and sign it.',
          'Pay the SEVIS I-901 fee (USD 350 for F-1 students), fill in the DS-160 online form, pay the visa fee and book your interview at the embassy or a consulate.',
          'At the interview bring your passport, I-20, the DS-160 confirmation, the fee receipts and your financial and academic documents. You may enter the USA no more than 30 days before the start date on your I-20.',
        ],
      },
      {
        key: 'canada-and-australia',
        title: 'Canada’s study permit and Australia’s subclass 500 visa',
        minutes: 7,
        paragraphs: [
          'For a Canadian study permit you need a letter of acceptance from a designated learning institution and, for most programs, a provincial attestation letter (PAL) from the province. You show funds for tuition, travel and the living costs IRCC sets for a year.',
          'Australia’s Student visa (subclass 500) needs a Confirmation of Enrolment (CoE) from your provider, Overseas Student Health Cover (OSHC) for your whole stay, and answers that meet the Genuine Student requirement.',
          'Both countries take biometrics; book the appointment as soon as you apply, since it starts the processing clock.',
        ],
      },
    ],
    quiz: [
      {
        prompt: 'For how long must UK visa funds be held before you apply?',
        options: ['7 days', '28 consecutive days', '3 months', 'They need not be held'],
        correctOption: 1,
        explanation:
          'The UK asks for the money to be held for 28 consecutive days, ending no more than 31 days before you apply.',
      },
      {
        prompt: 'Which document does a US university issue for an F-1 visa?',
        options: ['CAS', 'CoE', 'Form I-20', 'PAL'],
        correctOption: 2,
        explanation: 'US schools issue the Form I-20; the CAS is the UK’s and the CoE Australia’s.',
      },
      {
        prompt: 'How early may you enter the USA before your program starts?',
        options: ['Up to 30 days', 'Up to 90 days', 'Up to 6 months', 'Only on the start date'],
        correctOption: 0,
        explanation: 'F-1 students may enter up to 30 days before the start date on their I-20.',
      },
    ],
  },
];
