import type { EducationLevel } from '../catalogue/levels.ts';
import type { DestinationSlug } from '../destinations.ts';

/**
 * How Indian students type what they look for: a phrase (words as `searchWords` gives them) and
 * what it stands for. `means` are the phrases the full-text search also tries for it; `level`,
 * `subject` (a primary category or a specialization slug of the listings) and `country` are the
 * intent it names.
 */
export interface VocabularyEntry {
  phrase: string;
  means?: readonly string[];
  level?: EducationLevel;
  subject?: string;
  country?: DestinationSlug;
}

const M = 'MASTERS' as const;
const B = 'BACHELORS' as const;

/** Degree names: the level, and the subject a degree name implies (an MBA is business administration). */
const DEGREES: readonly VocabularyEntry[] = [
  ...['ms', 'msc', 'm sc', 'mtech', 'm tech', 'meng', 'm eng', 'ma', 'mres', 'mphil'].map((phrase) => ({
    phrase,
    level: M,
  })),
  ...['masters', 'master', 'pg', 'postgraduate', 'post graduate', 'pg diploma', 'postgrad'].map((phrase) => ({
    phrase,
    level: M,
  })),
  ...[
    'bachelors',
    'bachelor',
    'ug',
    'undergraduate',
    'under graduate',
    'btech',
    'b tech',
    'beng',
    'b eng',
  ].map((phrase) => ({ phrase, level: B })),
  ...['bsc', 'b sc', 'bs', 'ba', 'degree after 12th', 'after 12th'].map((phrase) => ({ phrase, level: B })),
  { phrase: 'mba', level: M, subject: 'business-administration', means: ['mba', 'business administration'] },
  { phrase: 'emba', level: M, subject: 'business-administration', means: ['executive mba'] },
  { phrase: 'mim', level: M, subject: 'management', means: ['masters in management'] },
  { phrase: 'bba', level: B, subject: 'business-administration', means: ['business administration'] },
  { phrase: 'llm', level: M, subject: 'law', means: ['llm', 'law'] },
  { phrase: 'llb', level: B, subject: 'law', means: ['llb', 'law'] },
  { phrase: 'mbbs', level: B, subject: 'general-medicine', means: ['mbbs', 'general medicine', 'medicine'] },
  { phrase: 'mph', level: M, subject: 'public-health', means: ['public health'] },
  { phrase: 'mpharm', subject: 'pharmacy', means: ['pharmacy'] },
];

/** Subjects, as abbreviations and in full. */
const SUBJECTS: readonly VocabularyEntry[] = [
  ...['cs', 'cse', 'comp sci', 'computer science', 'computer engineering', 'computing'].map((phrase) => ({
    phrase,
    subject: 'computer-science',
    means: ['computer science'],
  })),
  ...['ai', 'artificial intelligence', 'a i'].map((phrase) => ({
    phrase,
    subject: 'artificial-intelligence',
    means: ['artificial intelligence'],
  })),
  ...['ml', 'machine learning', 'ai ml', 'aiml'].map((phrase) => ({
    phrase,
    subject: 'machine-learning',
    means: ['machine learning'],
  })),
  ...['ds', 'data science', 'data analytics', 'data analysis'].map((phrase) => ({
    phrase,
    subject: 'data-science',
    means: ['data science'],
  })),
  { phrase: 'business analytics', subject: 'business-analytics', means: ['business analytics'] },
  ...[
    'ece',
    'eee',
    'ee',
    'electrical',
    'electronics',
    'electrical engineering',
    'electronics and communication',
  ].map((phrase) => ({ phrase, subject: 'electrical-engineering', means: ['electrical engineering'] })),
  ...['mech', 'mechanical', 'mechanical engineering'].map((phrase) => ({
    phrase,
    subject: 'mechanical-engineering',
    means: ['mechanical engineering'],
  })),
  ...['civil', 'civil engineering'].map((phrase) => ({
    phrase,
    subject: 'civil-engineering',
    means: ['civil engineering'],
  })),
  ...['information technology', 'infotech'].map((phrase) => ({
    phrase,
    subject: 'information-technology',
    means: ['information technology'],
  })),
  ...['cyber security', 'cybersecurity', 'cyber'].map((phrase) => ({
    phrase,
    subject: 'cyber-security',
    means: ['cyber security'],
  })),
  ...['software engineering', 'software'].map((phrase) => ({
    phrase,
    subject: 'software-engineering',
    means: ['software engineering'],
  })),
  ...['biotech', 'biotechnology'].map((phrase) => ({
    phrase,
    subject: 'biotechnology',
    means: ['biotechnology'],
  })),
  { phrase: 'engineering', subject: 'engineering', means: ['engineering'] },
  { phrase: 'business', subject: 'business-management', means: ['business'] },
  { phrase: 'management', subject: 'management', means: ['management'] },
  { phrase: 'finance', subject: 'finance', means: ['finance'] },
  { phrase: 'accounting', subject: 'accounting', means: ['accounting'] },
  { phrase: 'economics', subject: 'economics', means: ['economics'] },
  { phrase: 'marketing', subject: 'marketing', means: ['marketing'] },
  { phrase: 'hr', subject: 'human-resource-management', means: ['human resource management'] },
  { phrase: 'supply chain', subject: 'supply-chain-management', means: ['supply chain management'] },
  { phrase: 'public health', subject: 'public-health', means: ['public health'] },
  { phrase: 'nursing', subject: 'nursing', means: ['nursing'] },
  { phrase: 'pharmacy', subject: 'pharmacy', means: ['pharmacy'] },
  { phrase: 'medicine', subject: 'general-medicine', means: ['medicine'] },
  { phrase: 'psychology', subject: 'psychology', means: ['psychology'] },
  { phrase: 'architecture', subject: 'architecture', means: ['architecture'] },
  { phrase: 'law', subject: 'law', means: ['law'] },
  { phrase: 'hospitality', subject: 'hospitality-tourism', means: ['hospitality'] },
  { phrase: 'aerospace', subject: 'aerospace-engineering', means: ['aerospace engineering'] },
  { phrase: 'robotics', subject: 'robotics', means: ['robotics'] },
  { phrase: 'statistics', subject: 'statistics', means: ['statistics'] },
];

/** Countries, as students name them. */
const COUNTRIES: readonly VocabularyEntry[] = (
  [
    ['usa', ['usa', 'us', 'u s', 'america', 'united states', 'united states of america']],
    ['uk', ['uk', 'u k', 'united kingdom', 'britain', 'great britain', 'england', 'london']],
    ['canada', ['canada']],
    ['australia', ['australia', 'aus', 'oz']],
    ['germany', ['germany', 'deutschland', 'ger']],
    ['ireland', ['ireland', 'dublin']],
    ['france', ['france', 'paris']],
    ['finland', ['finland', 'helsinki']],
    ['netherlands', ['netherlands', 'holland']],
    ['russia', ['russia']],
    ['georgia', ['georgia']],
    ['uae', ['uae', 'dubai', 'emirates']],
    ['kazakhstan', ['kazakhstan']],
    ['uzbekistan', ['uzbekistan']],
    ['kyrgyzstan', ['kyrgyzstan']],
    ['hungary', ['hungary']],
    ['india', ['india']],
  ] as const
).flatMap(([country, phrases]) => phrases.map((phrase) => ({ phrase, country, means: [country] })));

/** The short names students use for the famous universities, and their names in the catalogue. */
export const UNIVERSITY_SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Massachusetts Institute of Technology': ['mit'],
  'Technical University of Munich': ['tum', 'tu munich', 'tu munchen', 'tu muenchen'],
  'Ludwig Maximilian University of Munich': ['lmu', 'lmu munich'],
  'RWTH Aachen University': ['rwth', 'aachen'],
  'Karlsruhe Institute of Technology': ['kit'],
  'Freie Universität Berlin': ['fu berlin', 'fub'],
  'University of Toronto': ['uoft', 'u of t', 'utoronto'],
  'University of British Columbia': ['ubc'],
  'University of Waterloo': ['uwaterloo'],
  'Indian Institute of Technology Delhi': ['iitd', 'iit delhi'],
  'Indian Institute of Technology Bombay': ['iitb', 'iit bombay', 'iit mumbai'],
  'Indian Institute of Technology Madras': ['iitm', 'iit madras', 'iit chennai'],
  'Indian Institute of Technology Kharagpur': ['iitkgp', 'iit kgp', 'iit kharagpur'],
  'Indian Institute of Technology Kanpur': ['iitk', 'iit kanpur'],
  'Indian Institute of Technology Roorkee': ['iitr', 'iit roorkee'],
  'Indian Institute of Science': ['iisc'],
  'University of Delhi': ['du', 'delhi university'],
  'University College London': ['ucl'],
  "King's College London": ['kcl', 'kings college'],
  'Imperial College London': ['imperial', 'icl'],
  'University of Oxford': ['oxford'],
  'University of Cambridge': ['cambridge'],
  'Trinity College Dublin': ['tcd'],
  'University College Dublin': ['ucd'],
  'University College Cork': ['ucc'],
  'Dublin City University': ['dcu'],
  'Arizona State University': ['asu'],
  'Northeastern University': ['neu'],
  'Boston University': ['bu'],
  'University of Houston': ['uh'],
  'UNSW Sydney': ['unsw', 'new south wales'],
  'Australian National University': ['anu'],
  'University of Melbourne': ['unimelb'],
  'University of Sydney': ['usyd'],
  'University of Queensland': ['uq'],
  'University of Western Australia': ['uwa'],
  'Université PSL': ['psl'],
  'Institut Polytechnique de Paris': ['ip paris', 'polytechnique'],
};

const UNIVERSITIES: readonly VocabularyEntry[] = Object.entries(UNIVERSITY_SHORT_NAMES).flatMap(
  ([name, shortNames]) => shortNames.map((phrase) => ({ phrase, means: [name] })),
);

/** Exams and their parts, visas and work permits, scholarships and application words. */
const TERMS: readonly VocabularyEntry[] = [
  { phrase: 'det', means: ['duolingo english test', 'duolingo'] },
  { phrase: 'quant', means: ['quantitative'] },
  { phrase: 'awa', means: ['analytical writing'] },
  { phrase: 'ielts band', means: ['ielts band', 'ielts score'] },
  { phrase: 'f1', means: ['f 1', 'usa student visa'] },
  { phrase: 'f 1', means: ['f 1', 'usa student visa'] },
  { phrase: 'f1 visa', means: ['f 1 visa', 'usa student visa'] },
  { phrase: 'i20', means: ['i 20'] },
  { phrase: 'sevis', means: ['sevis fee'] },
  { phrase: 'opt', means: ['opt', 'optional practical training', 'stem opt'] },
  { phrase: 'stem opt', means: ['stem opt'] },
  { phrase: 'h1b', means: ['h 1b', 'work visa usa'] },
  { phrase: 'pgwp', means: ['pgwp', 'post graduation work permit', 'post study work visa canada'] },
  { phrase: 'psw', means: ['post study work'] },
  { phrase: 'post study work', means: ['post study work', 'work after study'] },
  { phrase: 'stay back', means: ['stay back', 'post study work'] },
  { phrase: 'work permit', means: ['work permit', 'work visa', 'post study work'] },
  { phrase: 'graduate route', means: ['graduate route', 'graduate visa', 'post study work visa uk'] },
  { phrase: 'stamp 1g', means: ['stamp 1g', 'stay back', 'post study work visa ireland'] },
  { phrase: 'stamp 1 g', means: ['stamp 1g', 'stay back', 'post study work visa ireland'] },
  { phrase: '485', means: ['485', 'temporary graduate visa'] },
  { phrase: 'subclass 500', means: ['subclass 500', 'australia student visa'] },
  { phrase: 'sds', means: ['student direct stream'] },
  { phrase: 'gic', means: ['guaranteed investment certificate', 'proof of funds'] },
  { phrase: 'pal', means: ['provincial attestation letter'] },
  { phrase: 'cas', means: ['confirmation of acceptance for studies'] },
  { phrase: 'blocked account', means: ['blocked account'] },
  { phrase: 'sperrkonto', means: ['blocked account'] },
  { phrase: 'aps', means: ['aps certificate'] },
  { phrase: 'sop', means: ['sop', 'statement of purpose'] },
  { phrase: 'lor', means: ['lor', 'letter of recommendation'] },
  { phrase: 'loan', means: ['loan', 'education loan'] },
  { phrase: 'emi', means: ['emi', 'education loan calculator'] },
  { phrase: 'scholarships', means: ['scholarship'] },
  { phrase: 'fees', means: ['fee', 'cost'] },
  { phrase: 'fee', means: ['fee', 'cost'] },
  { phrase: 'counseling', means: ['counselling'] },
  { phrase: 'counselor', means: ['counsellor'] },
  { phrase: 'intake', means: ['intake', 'intakes'] },
  { phrase: 'fall', means: ['fall intake', 'fall'] },
  { phrase: 'jobs', means: ['job', 'jobs'] },
];

/** Every entry, longest phrase first within its first word, for greedy matching. */
export const VOCABULARY: readonly VocabularyEntry[] = [
  ...DEGREES,
  ...SUBJECTS,
  ...COUNTRIES,
  ...UNIVERSITIES,
  ...TERMS,
];

/**
 * PostgreSQL's English stop words that students type (its parser drops them); a query word among
 * them is no concept of its own.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by do does for from how i in into is it me my of on or the to vs what ' +
    'when where which who why will with can should best top good near which about after before'
  ).split(' '),
);
