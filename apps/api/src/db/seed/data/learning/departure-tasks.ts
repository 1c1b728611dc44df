import type { DepartureCategory } from '@meridian/domain/learning/departure';

export interface DepartureTaskSeed {
  key: string;
  /** A destination slug, or undefined for every destination. */
  destination?: string;
  category: DepartureCategory;
  title: string;
  detail: string;
  daysBefore: number;
}

/** Flying Progress: what to do before the flight, due a number of days before the course starts. */
export const DEPARTURE_TASKS: readonly DepartureTaskSeed[] = [
  {
    key: 'uk-tb-test',
    destination: 'uk',
    category: 'visa',
    title: 'Take the tuberculosis test',
    detail:
      'Applicants from India need a TB certificate from a clinic the UK approves; it is valid for 6 months.',
    daysBefore: 100,
  },
  {
    key: 'uk-visa-application',
    destination: 'uk',
    category: 'visa',
    title: 'Apply for the Student visa',
    detail:
      'With your CAS, 28 days of funds on a statement no older than 31 days, and the health surcharge paid online.',
    daysBefore: 75,
  },
  {
    key: 'usa-sevis-ds160',
    destination: 'usa',
    category: 'visa',
    title: 'Pay the SEVIS fee and fill in the DS-160',
    detail: 'USD 350 for the I-901 fee, then the DS-160 and the visa fee, and book the interview.',
    daysBefore: 100,
  },
  {
    key: 'usa-visa-interview',
    destination: 'usa',
    category: 'visa',
    title: 'Attend the F-1 visa interview',
    detail: 'Bring your passport, I-20, DS-160 confirmation, fee receipts and financial documents.',
    daysBefore: 60,
  },
  {
    key: 'visa-application',
    category: 'visa',
    title: 'Apply for your student visa',
    detail:
      'With your admission document (CoE, letter of acceptance, Zulassung), proof of funds and biometrics.',
    daysBefore: 90,
  },
  {
    key: 'accommodation-booked',
    category: 'accommodation',
    title: 'Book your accommodation',
    detail:
      'University halls fill early: apply as soon as you accept your offer, or book private student housing with a written contract.',
    daysBefore: 60,
  },
  {
    key: 'first-nights',
    category: 'accommodation',
    title: 'Arrange your first nights and the way from the airport',
    detail:
      'Check in dates of your room, and the university’s airport pickup or the train or bus to your city.',
    daysBefore: 21,
  },
  {
    key: 'flight-booked',
    category: 'travel',
    title: 'Book your flight',
    detail: 'Once the visa is granted; student fares allow extra baggage. Arrive before orientation week.',
    daysBefore: 45,
  },
  {
    key: 'travel-insurance',
    category: 'travel',
    title: 'Buy travel insurance and pack your documents',
    detail: 'Carry your passport, visa, admission letter, transcripts and prescriptions in your cabin bag.',
    daysBefore: 14,
  },
  {
    key: 'forex-card',
    category: 'forex',
    title: 'Load a forex card and carry some cash',
    detail:
      'Indian residents may remit up to USD 250,000 a year under the RBI’s Liberalised Remittance Scheme; a forex card avoids card mark-ups for the first weeks.',
    daysBefore: 14,
  },
  {
    key: 'tuition-remittance',
    category: 'forex',
    title: 'Pay the tuition fee by bank transfer',
    detail:
      'Pay the university directly from your or your parent’s account, or from your education loan; tax is collected at source above ₹10 lakh unless the money is a loan.',
    daysBefore: 30,
  },
];
