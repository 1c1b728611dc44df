export const AUTHORS = [
  {
    slug: 'ananya-iyer',
    name: 'Ananya Iyer',
    role: 'Senior study-abroad counsellor, UK and Ireland',
    bio: 'Ananya has guided Indian students through UK and Irish admissions for nine years, from shortlisting to CAS and visa. She studied for an MSc in International Education at the University of Edinburgh.',
    expertise: ['UK admissions', 'Ireland', 'Scholarships', 'Statements of purpose'],
  },
  {
    slug: 'rohan-mehta',
    name: 'Rohan Mehta',
    role: 'Counsellor, USA and Canada',
    bio: 'Rohan advises students applying to graduate programmes in the USA and Canada, with a focus on STEM, funding and F-1 and study-permit rules. He holds an MS in Computer Science from Purdue University.',
    expertise: ['USA admissions', 'Canada', 'GRE', 'Assistantships'],
  },
  {
    slug: 'kavya-nair',
    name: 'Kavya Nair',
    role: 'Test-preparation lead',
    bio: 'Kavya leads IELTS, PTE, TOEFL and Duolingo preparation. She is a certified English trainer with twelve years of classroom experience in Kochi, Bengaluru and online.',
    expertise: ['IELTS', 'PTE', 'TOEFL', 'Duolingo English Test'],
  },
  {
    slug: 'arjun-sharma',
    name: 'Arjun Sharma',
    role: 'Counsellor, Germany and Europe',
    bio: 'Arjun helps students apply to public universities in Germany, France and Finland: APS, blocked accounts, uni-assist and visas. He completed his MSc at the Technical University of Munich.',
    expertise: ['Germany', 'France', 'Finland', 'Public universities'],
  },
  {
    slug: 'priya-menon',
    name: 'Priya Menon',
    role: 'Finance and education-loan advisor',
    bio: 'Priya worked for eight years in education lending before joining us. She helps families compare loans, plan budgets and understand proof-of-funds rules for every major destination.',
    expertise: ['Education loans', 'Budgeting', 'Australia', 'Proof of funds'],
  },
] as const;

export const ARTICLE_CATEGORIES = [
  {
    slug: 'study-in-usa',
    name: 'Study in USA',
    description: 'Admissions, costs, F-1 visa and work rules for studying in the United States.',
  },
  {
    slug: 'study-in-uk',
    name: 'Study in UK',
    description:
      'UK universities, fees, the Student visa and the Graduate Route explained for Indian students.',
  },
  {
    slug: 'study-in-canada',
    name: 'Study in Canada',
    description: 'Colleges and universities, study permits, caps and PGWP rules in Canada.',
  },
  {
    slug: 'study-in-australia',
    name: 'Study in Australia',
    description: 'Australian universities, Student visa (subclass 500), costs and post-study work.',
  },
  {
    slug: 'study-in-germany',
    name: 'Study in Germany',
    description: 'Tuition-free public universities, APS, blocked accounts and job-seeker rules in Germany.',
  },
  {
    slug: 'study-in-ireland',
    name: 'Study in Ireland',
    description: 'Irish universities, Stamp 1G, costs and the tech job market in Ireland.',
  },
  {
    slug: 'study-in-france',
    name: 'Study in France',
    description: 'Grandes écoles, public universities, Campus France and the talent passport.',
  },
  {
    slug: 'study-in-finland',
    name: 'Study in Finland',
    description:
      'Finnish universities and universities of applied sciences, fees, scholarships and residence permits.',
  },
  {
    slug: 'scholarships',
    name: 'Scholarships',
    description:
      'Fully funded and partial scholarships for Indian students abroad, with real amounts and deadlines.',
  },
  {
    slug: 'sop-and-lor',
    name: 'SOPs & LORs',
    description: 'How to write statements of purpose and get strong letters of recommendation.',
  },
  {
    slug: 'jobs-and-salary',
    name: 'Jobs & Salary',
    description: 'Part-time work rules, post-study work visas and graduate salaries abroad.',
  },
  {
    slug: 'cost-of-study',
    name: 'Cost of Study & Living',
    description: 'Tuition, rent, food and transport costs by country, in rupees and local currency.',
  },
  {
    slug: 'study-abroad-essentials',
    name: 'Study Abroad Essentials',
    description: 'Loans, insurance, documents, forex and the steps every student abroad needs.',
  },
] as const;
