import type { PrimaryCategorySlug } from '@meridian/domain/catalogue/categories';
import type {
  EducationRecord,
  ExamRecord,
  FundDetails,
  PersonalDetails,
  ProfileAnswers,
} from '@meridian/domain/profile/profile-forms';
import type { StageStatus } from '@meridian/domain/profile/applications';
import type { StageId } from '@meridian/domain/profile/stages';

/**
 * What the demo learners have told us and how far they are (README "Demo accounts"). Dates are
 * days from the day the seed runs, so the intake is always ahead and the deadlines still open.
 */
export interface DemoProfile {
  mobile: string;
  personal: PersonalDetails;
  education: { academicClass: string; record: EducationRecord };
  exams: { exam: string; record: ExamRecord }[];
  funds: FundDetails;
  preference: { countries: string[]; subjects: PrimaryCategorySlug[]; intakeMonth: number };
  answers: ProfileAnswers;
  /** The course applied to: the best-ranked master's in this subject and country whose title says so. */
  application: { countryIso3: string; category: PrimaryCategorySlug; titleLike: string };
  stages: Partial<
    Record<
      StageId,
      {
        status: StageStatus;
        startedDaysAgo?: number;
        doneDaysAgo?: number;
        dueInDays?: number;
        fields?: Record<string, string>;
      }
    >
  >;
  documents: {
    documentTypeId: number;
    fileName: string;
    perApplication: boolean;
    file: 'png' | { title: string; paragraphs: string[] };
  }[];
  counsellorNote: string;
}

export const COUNSELLOR_MOBILE = '+919000000201';

export const DEMO_PROFILES: readonly DemoProfile[] = [
  {
    mobile: '+919000000101',
    personal: {
      fullName: 'Priya Sharma',
      dateOfBirth: '2003-06-18',
      gender: 'FEMALE',
      city: 'Pune',
      state: 'Maharashtra',
      passport: 'HAVE',
    },
    education: {
      academicClass: 'bachelors',
      record: {
        institution: 'Vishwakarma Institute of Technology',
        board: 'Savitribai Phule Pune University',
        stream: 'Computer Engineering',
        status: 'COMPLETED',
        yearOfCompletion: 2025,
        gradingSystem: 'CGPA_10',
        score: 8.6,
      },
    },
    exams: [
      { exam: 'IELTS', record: { status: 'TAKEN', score: 7, testDate: '2026-08-22' } },
      { exam: 'GRE', record: { status: 'BOOKED', testDate: '2026-12-19' } },
    ],
    funds: {
      sources: ['FAMILY', 'EDUCATION_LOAN'],
      annualBudget: { amountMinor: 4_500_000_00, currency: 'INR' },
    },
    preference: { countries: ['USA', 'DEU'], subjects: ['computer-science', 'data-science'], intakeMonth: 8 },
    answers: {
      answers: [
        { questionId: 'start-when', answer: 'In 6 to 12 months' },
        { questionId: 'application-stage', answer: 'Applied to some' },
        { questionId: 'help-wanted', answer: 'Applications and SOP' },
      ],
    },
    application: { countryIso3: 'USA', category: 'computer-science', titleLike: '%Computer Science%' },
    stages: {
      3: { status: 'COMPLETED', startedDaysAgo: 40, doneDaysAgo: 30 },
      17: { status: 'COMPLETED', startedDaysAgo: 30, doneDaysAgo: 20 },
      18: { status: 'IN_PROGRESS', startedDaysAgo: 10, dueInDays: 21 },
    },
    documents: [
      { documentTypeId: 101, fileName: 'passport-photo-page.png', perApplication: false, file: 'png' },
      {
        documentTypeId: 107,
        fileName: 'statement-of-purpose.pdf',
        perApplication: false,
        file: {
          title: 'Statement of purpose: MS in Computer Science',
          paragraphs: [
            'I am applying for the Master of Science in Computer Science to deepen my work in distributed systems, which began with my final-year project at Vishwakarma Institute of Technology: a fault-tolerant message queue for the college’s results portal.',
            'During a six-month internship at a Pune logistics company I rebuilt a route-planning service that now answers in under 200 milliseconds. It showed me how much I still have to learn about consistency and scheduling at scale.',
            'I hope to take courses in distributed computing and machine learning systems, and to join a research group working on reliable cloud infrastructure. After graduating I plan to work on large-scale systems and, in time, to build tools for Indian small businesses.',
          ],
        },
      },
    ],
    counsellorNote:
      'Strong systems profile. Shortlist: three US universities for the fall intake and TU Munich as a tuition-free option; GRE booked for December.',
  },
  {
    mobile: '+919000000102',
    personal: {
      fullName: 'Arjun Nair',
      dateOfBirth: '2001-02-09',
      gender: 'MALE',
      city: 'Kochi',
      state: 'Kerala',
      passport: 'HAVE',
    },
    education: {
      academicClass: 'bachelors',
      record: {
        institution: 'Cochin University of Science and Technology',
        board: 'Cochin University of Science and Technology',
        stream: 'Statistics',
        status: 'COMPLETED',
        yearOfCompletion: 2023,
        gradingSystem: 'CGPA_10',
        score: 8.1,
      },
    },
    exams: [{ exam: 'IELTS', record: { status: 'TAKEN', score: 7.5, testDate: '2026-05-16' } }],
    funds: {
      sources: ['SELF', 'EDUCATION_LOAN'],
      annualBudget: { amountMinor: 3_500_000_00, currency: 'INR' },
    },
    preference: { countries: ['GBR', 'IRL'], subjects: ['data-science'], intakeMonth: 9 },
    answers: {
      answers: [
        { questionId: 'start-when', answer: 'Within 6 months' },
        { questionId: 'work-experience', answer: '2 to 5 years' },
      ],
    },
    application: { countryIso3: 'GBR', category: 'data-science', titleLike: '%Data Science%' },
    stages: {
      3: { status: 'COMPLETED', startedDaysAgo: 120, doneDaysAgo: 110 },
      17: { status: 'COMPLETED', startedDaysAgo: 110, doneDaysAgo: 100 },
      18: { status: 'COMPLETED', startedDaysAgo: 95, doneDaysAgo: 80 },
      20: {
        status: 'COMPLETED',
        startedDaysAgo: 40,
        doneDaysAgo: 30,
        fields: { offerType: 'Unconditional' },
      },
      21: { status: 'IN_PROGRESS', startedDaysAgo: 20, dueInDays: 14 },
    },
    documents: [
      {
        documentTypeId: 111,
        fileName: 'offer-letter.pdf',
        perApplication: true,
        file: {
          title: 'Unconditional offer: MSc Data Science',
          paragraphs: [
            'Dear Arjun Nair, we are pleased to make you an unconditional offer of a place on the MSc Data Science programme, full-time, starting in September.',
            'To accept, pay the tuition deposit stated in your applicant portal before the deadline shown there. Your Confirmation of Acceptance for Studies (CAS) is issued once the deposit is received.',
          ],
        },
      },
    ],
    counsellorNote:
      'Offer accepted. Deposit due soon; visa appointment to be booked as soon as the CAS arrives.',
  },
];
