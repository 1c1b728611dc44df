import type { BoosterPackage } from '@meridian/domain/payment/booster-programs';
import type { Region } from '@meridian/domain/region/regions';

export type BoosterPackageSeed = Omit<BoosterPackage, 'id' | 'priceMinor' | 'currency'> & {
  key: string;
  /** Price per site in integer minor units of the site's currency (paise, dong, halalas). */
  prices: Partial<Record<Region, number>>;
};

export interface BoosterProgramSeed {
  slug: string;
  title: string;
  summary: string;
  packages: BoosterPackageSeed[];
}

const IELTS_FORMAT =
  'IELTS Academic: Listening (30 minutes), Reading (60 minutes), Writing (60 minutes, two tasks) and Speaking (11–14 minutes)';

/**
 * The booster programs and what each package contains. India's program is also sold in Vietnam
 * (in dong); Saudi Arabia has its own three (SPEC.md §2 sa-booster, sa-touch, sa-lite).
 */
export const BOOSTER_PROGRAMS: readonly BoosterProgramSeed[] = [
  {
    slug: 'study-abroad-booster',
    title: 'Study Abroad Booster Program',
    summary:
      'One counsellor from shortlist to visa: university choice, applications, English-test preparation and visa guidance, with the learning platform, a pre-departure checklist and a senior-student buddy.',
    packages: [
      {
        key: 'essential',
        name: 'Essential',
        summary: 'For a student who has a destination in mind and needs a focused shortlist.',
        counsellingHours: 10,
        applicationCount: 3,
        testPrep: `${IELTS_FORMAT}: 12 live online classes and 2 full mock tests marked against the public band descriptors.`,
        visaGuidance: 'A checklist for one student visa and a review of your documents before you file.',
        prices: { default: 2_499_900, vn: 7_900_000 },
      },
      {
        key: 'advanced',
        name: 'Advanced',
        summary: 'Applications in two countries, with more test practice and a mock visa interview.',
        counsellingHours: 20,
        applicationCount: 6,
        testPrep: `IELTS Academic or PTE Academic: 24 live classes, 4 full mock tests and feedback on 8 writing tasks.`,
        visaGuidance:
          'Document review, a plan for the proof of funds your visa asks for, and one mock visa interview.',
        prices: { default: 4_999_900, vn: 15_900_000 },
      },
      {
        key: 'elite',
        name: 'Elite',
        summary: 'For competitive programs: graduate tests, ten applications and full visa support.',
        counsellingHours: 40,
        applicationCount: 10,
        testPrep:
          'IELTS Academic or PTE Academic, and GRE or GMAT: 40 live classes, 6 full mock tests and a study plan to your test date.',
        visaGuidance:
          'Visa filing support end to end, two mock interviews (F-1 style for the USA) and a pre-departure briefing.',
        prices: { default: 9_999_900, vn: 31_900_000 },
      },
    ],
  },
  {
    slug: 'sa-booster',
    title: 'Saudi Booster Program',
    summary:
      'The complete program for Saudi students: applications to universities in the UK, USA, Canada and Australia, English-test preparation and visa guidance.',
    packages: [
      {
        key: 'complete',
        name: 'Complete',
        summary: 'Shortlist, eight applications, test preparation and visa guidance.',
        counsellingHours: 30,
        applicationCount: 8,
        testPrep: `${IELTS_FORMAT}: 30 live classes and 5 full mock tests.`,
        visaGuidance: 'Visa document review, two mock interviews and a pre-departure briefing.',
        prices: { sa: 499_900 },
      },
    ],
  },
  {
    slug: 'sa-touch',
    title: 'Saudi Touch Program',
    summary: 'A counsellor at the key moments: shortlist, four applications and a visa document review.',
    packages: [
      {
        key: 'touch',
        name: 'Touch',
        summary: 'Guidance at the moments that decide an application.',
        counsellingHours: 12,
        applicationCount: 4,
        testPrep: 'IELTS Academic: a self-study plan, 8 live classes and 2 full mock tests.',
        visaGuidance: 'A checklist for one student visa and a review of your documents before you file.',
        prices: { sa: 249_900 },
      },
    ],
  },
  {
    slug: 'sa-lite',
    title: 'Saudi Lite Program',
    summary: 'A shortlist and two applications for a student who prepares for the test on their own.',
    packages: [
      {
        key: 'lite',
        name: 'Lite',
        summary: 'A shortlist, two applications and a checklist for the visa.',
        counsellingHours: 5,
        applicationCount: 2,
        testPrep: 'IELTS Academic: a self-study plan and 1 full mock test.',
        visaGuidance: 'A checklist for one student visa.',
        prices: { sa: 99_900 },
      },
    ],
  },
];
