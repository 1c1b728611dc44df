import type { PrimaryCategorySlug } from '@meridian/domain/catalogue/categories';

/**
 * How a field's degree is named: `science` → "MSc Data Science", `engineering` → "MEng …",
 * `mba`/`bba` → the business degrees, `medicine` → "MD General Medicine".
 */
export type DegreeKind =
  | 'science'
  | 'engineering'
  | 'arts'
  | 'business'
  | 'mba'
  | 'law'
  | 'architecture'
  | 'design'
  | 'health'
  | 'medicine';

export interface Specialization {
  slug: string;
  field: string;
  kind: DegreeKind;
  /** Levels the field is taught at; most fields are taught at both. */
  levels: readonly ('BACHELORS' | 'MASTERS')[];
}

const BOTH = ['BACHELORS', 'MASTERS'] as const;
const MASTERS = ['MASTERS'] as const;
const BACHELORS = ['BACHELORS'] as const;

/** Real programme fields offered by the universities in the catalogue, grouped by primary category. */
export const SPECIALIZATIONS: Record<PrimaryCategorySlug, readonly Specialization[]> = {
  'computer-science': [
    { slug: 'computer-science', field: 'Computer Science', kind: 'science', levels: BOTH },
    { slug: 'artificial-intelligence', field: 'Artificial Intelligence', kind: 'science', levels: BOTH },
    { slug: 'cyber-security', field: 'Cyber Security', kind: 'science', levels: BOTH },
    { slug: 'software-engineering', field: 'Software Engineering', kind: 'engineering', levels: BOTH },
    { slug: 'information-technology', field: 'Information Technology', kind: 'science', levels: BOTH },
    {
      slug: 'human-computer-interaction',
      field: 'Human-Computer Interaction',
      kind: 'science',
      levels: MASTERS,
    },
    { slug: 'cloud-computing', field: 'Cloud Computing', kind: 'science', levels: MASTERS },
  ],
  'data-science': [
    { slug: 'data-science', field: 'Data Science', kind: 'science', levels: BOTH },
    { slug: 'business-analytics', field: 'Business Analytics', kind: 'science', levels: BOTH },
    { slug: 'statistics', field: 'Statistics', kind: 'science', levels: BOTH },
    { slug: 'machine-learning', field: 'Machine Learning', kind: 'science', levels: MASTERS },
  ],
  engineering: [
    { slug: 'mechanical-engineering', field: 'Mechanical Engineering', kind: 'engineering', levels: BOTH },
    { slug: 'electrical-engineering', field: 'Electrical Engineering', kind: 'engineering', levels: BOTH },
    { slug: 'civil-engineering', field: 'Civil Engineering', kind: 'engineering', levels: BOTH },
    { slug: 'chemical-engineering', field: 'Chemical Engineering', kind: 'engineering', levels: BOTH },
    { slug: 'aerospace-engineering', field: 'Aerospace Engineering', kind: 'engineering', levels: BOTH },
    { slug: 'biomedical-engineering', field: 'Biomedical Engineering', kind: 'engineering', levels: BOTH },
    { slug: 'robotics', field: 'Robotics', kind: 'engineering', levels: MASTERS },
    {
      slug: 'environmental-engineering',
      field: 'Environmental Engineering',
      kind: 'engineering',
      levels: BOTH,
    },
    { slug: 'industrial-engineering', field: 'Industrial Engineering', kind: 'engineering', levels: BOTH },
  ],
  'business-management': [
    { slug: 'business-administration', field: 'Business Administration', kind: 'mba', levels: BOTH },
    { slug: 'management', field: 'Management', kind: 'business', levels: BOTH },
    { slug: 'international-business', field: 'International Business', kind: 'business', levels: BOTH },
    { slug: 'marketing', field: 'Marketing', kind: 'business', levels: BOTH },
    { slug: 'supply-chain-management', field: 'Supply Chain Management', kind: 'business', levels: BOTH },
    { slug: 'entrepreneurship', field: 'Entrepreneurship', kind: 'business', levels: MASTERS },
    { slug: 'human-resource-management', field: 'Human Resource Management', kind: 'business', levels: BOTH },
  ],
  'finance-accounting': [
    { slug: 'finance', field: 'Finance', kind: 'business', levels: BOTH },
    { slug: 'accounting', field: 'Accounting', kind: 'business', levels: BOTH },
    { slug: 'financial-engineering', field: 'Financial Engineering', kind: 'science', levels: MASTERS },
    { slug: 'economics', field: 'Economics', kind: 'arts', levels: BOTH },
  ],
  'medicine-health': [
    { slug: 'general-medicine', field: 'General Medicine', kind: 'medicine', levels: BACHELORS },
    { slug: 'dentistry', field: 'Dentistry', kind: 'medicine', levels: BACHELORS },
    { slug: 'public-health', field: 'Public Health', kind: 'health', levels: MASTERS },
    { slug: 'nursing', field: 'Nursing', kind: 'health', levels: BOTH },
    { slug: 'pharmacy', field: 'Pharmacy', kind: 'health', levels: BOTH },
    { slug: 'biomedical-sciences', field: 'Biomedical Sciences', kind: 'science', levels: BOTH },
    { slug: 'health-informatics', field: 'Health Informatics', kind: 'science', levels: MASTERS },
  ],
  'life-sciences': [
    { slug: 'biotechnology', field: 'Biotechnology', kind: 'science', levels: BOTH },
    { slug: 'biochemistry', field: 'Biochemistry', kind: 'science', levels: BOTH },
    { slug: 'molecular-biology', field: 'Molecular Biology', kind: 'science', levels: BOTH },
    { slug: 'environmental-science', field: 'Environmental Science', kind: 'science', levels: BOTH },
    { slug: 'neuroscience', field: 'Neuroscience', kind: 'science', levels: BOTH },
  ],
  law: [
    { slug: 'law', field: 'Law', kind: 'law', levels: BOTH },
    { slug: 'international-law', field: 'International Law', kind: 'law', levels: MASTERS },
    { slug: 'corporate-law', field: 'Corporate Law', kind: 'law', levels: MASTERS },
  ],
  'architecture-design': [
    { slug: 'architecture', field: 'Architecture', kind: 'architecture', levels: BOTH },
    { slug: 'urban-planning', field: 'Urban Planning', kind: 'arts', levels: MASTERS },
    { slug: 'interaction-design', field: 'Interaction Design', kind: 'design', levels: BOTH },
    { slug: 'graphic-design', field: 'Graphic Design', kind: 'design', levels: BACHELORS },
  ],
  'social-sciences': [
    { slug: 'psychology', field: 'Psychology', kind: 'science', levels: BOTH },
    { slug: 'international-relations', field: 'International Relations', kind: 'arts', levels: BOTH },
    { slug: 'political-science', field: 'Political Science', kind: 'arts', levels: BOTH },
    { slug: 'sociology', field: 'Sociology', kind: 'arts', levels: BOTH },
    { slug: 'english-literature', field: 'English Literature', kind: 'arts', levels: BOTH },
    { slug: 'education', field: 'Education', kind: 'arts', levels: MASTERS },
  ],
  'media-communication': [
    { slug: 'media-and-communication', field: 'Media and Communication', kind: 'arts', levels: BOTH },
    { slug: 'journalism', field: 'Journalism', kind: 'arts', levels: BOTH },
    { slug: 'film-studies', field: 'Film Studies', kind: 'arts', levels: BOTH },
    { slug: 'digital-marketing', field: 'Digital Marketing', kind: 'business', levels: MASTERS },
  ],
  'hospitality-tourism': [
    { slug: 'hospitality-management', field: 'Hospitality Management', kind: 'business', levels: BOTH },
    { slug: 'tourism-management', field: 'Tourism Management', kind: 'business', levels: BOTH },
    { slug: 'event-management', field: 'Event Management', kind: 'business', levels: BACHELORS },
  ],
};
