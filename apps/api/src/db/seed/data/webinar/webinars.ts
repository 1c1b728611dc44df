/**
 * Upcoming webinars, scheduled relative to the day the seed runs (`inDays`, at `istTime` India
 * time) so a freshly seeded site always has sessions ahead. University sessions are hosted by the
 * university's admissions office; country sessions by Meridian's destination counsellors.
 */
export interface WebinarSeed {
  slug: string;
  title: string;
  summary: string;
  countrySlug: string;
  universitySlug: string | null;
  hostName: string;
  hostRole: string;
  inDays: number;
  istTime: `${number}:${number}`;
  durationMinutes: number;
  seats: number;
  registered: number;
  /** Past sessions: the host's channel where the session was published, when it was. */
  recordingUrl?: string;
}

export const WEBINARS: readonly WebinarSeed[] = [
  {
    slug: 'university-of-toronto-graduate-admissions',
    title: 'University of Toronto: graduate admissions for Indian applicants',
    summary:
      'How the School of Graduate Studies reads a three-year or four-year Indian degree, what the English requirement is, and how funding differs between research and course-based masters.',
    countrySlug: 'canada',
    universitySlug: 'university-of-toronto',
    hostName: 'International admissions office',
    hostRole: 'University of Toronto',
    inDays: 6,
    istTime: '19:30',
    durationMinutes: 60,
    seats: 500,
    registered: 212,
  },
  {
    slug: 'study-in-canada-after-the-study-permit-cap',
    title: 'Study in Canada: study permits after the cap',
    summary:
      'The provincial attestation letter, the proof-of-funds amount, and which programmes still lead to a post-graduation work permit, explained step by step for 2027 intakes.',
    countrySlug: 'canada',
    universitySlug: null,
    hostName: 'Ananya Iyer',
    hostRole: 'Senior counsellor, Canada desk, Meridian',
    inDays: 3,
    istTime: '18:00',
    durationMinutes: 45,
    seats: 1000,
    registered: 640,
  },
  {
    slug: 'university-of-waterloo-co-op-explained',
    title: 'University of Waterloo: how co-op terms work',
    summary:
      'Alternating study and paid work terms, how co-op changes the length of a degree, and what international students need to apply for a co-op work permit.',
    countrySlug: 'canada',
    universitySlug: 'university-of-waterloo',
    hostName: 'Undergraduate recruitment team',
    hostRole: 'University of Waterloo',
    inDays: 20,
    istTime: '20:00',
    durationMinutes: 60,
    seats: 400,
    registered: 97,
  },
  {
    slug: 'ms-in-usa-fall-applications',
    title: 'MS in the USA: shortlisting and applying for the Fall intake',
    summary:
      'Building a list of ambitious, target and safe universities, when the GRE still matters, and how the I-20 and the F-1 visa interview follow an admit.',
    countrySlug: 'usa',
    universitySlug: null,
    hostName: 'Rohan Deshpande',
    hostRole: 'Lead counsellor, USA desk, Meridian',
    inDays: 4,
    istTime: '19:00',
    durationMinutes: 60,
    seats: 1000,
    registered: 733,
  },
  {
    slug: 'northeastern-university-experiential-masters',
    title: 'Northeastern University: co-op in the graduate programmes',
    summary:
      'How graduate co-op placements work at the Boston campus, which programmes offer them, and what STEM designation means for OPT after graduating.',
    countrySlug: 'usa',
    universitySlug: 'northeastern-university',
    hostName: 'Graduate admissions team',
    hostRole: 'Northeastern University',
    inDays: 11,
    istTime: '21:00',
    durationMinutes: 45,
    seats: 300,
    registered: 141,
  },
  {
    slug: 'arizona-state-university-scholarships',
    title: 'Arizona State University: merit scholarships for international students',
    summary:
      'Which undergraduate applicants are considered for New American University scholarships, how awards are renewed, and what the total cost of attendance in Tempe looks like.',
    countrySlug: 'usa',
    universitySlug: 'arizona-state-university',
    hostName: 'International admissions office',
    hostRole: 'Arizona State University',
    inDays: 25,
    istTime: '20:30',
    durationMinutes: 45,
    seats: 300,
    registered: 58,
  },
  {
    slug: 'study-in-uk-one-year-masters',
    title: 'Study in the UK: one-year masters and the Graduate route',
    summary:
      'Choosing between September and January intakes, the CAS and the maintenance funds rule, and how the Graduate route lets you stay on to work after the degree.',
    countrySlug: 'uk',
    universitySlug: null,
    hostName: 'Meera Kapoor',
    hostRole: 'Senior counsellor, UK desk, Meridian',
    inDays: 5,
    istTime: '18:30',
    durationMinutes: 45,
    seats: 1000,
    registered: 512,
  },
  {
    slug: 'imperial-college-london-postgraduate-taught',
    title: 'Imperial College London: postgraduate taught courses',
    summary:
      'What the admissions tutors look for in an Indian transcript, which departments interview, and the deposit and CAS timeline once an offer is made.',
    countrySlug: 'uk',
    universitySlug: 'imperial-college-london',
    hostName: 'International student recruitment team',
    hostRole: 'Imperial College London',
    inDays: 14,
    istTime: '17:30',
    durationMinutes: 60,
    seats: 400,
    registered: 268,
  },
  {
    slug: 'coventry-university-january-intake',
    title: 'Coventry University: starting in January',
    summary:
      'The courses that open in January, English language routes including the university’s own pre-sessional course, and accommodation for students arriving in winter.',
    countrySlug: 'uk',
    universitySlug: 'coventry-university',
    hostName: 'India office',
    hostRole: 'Coventry University',
    inDays: 9,
    istTime: '16:00',
    durationMinutes: 45,
    seats: 300,
    registered: 120,
  },
  {
    slug: 'study-in-australia-genuine-student-requirement',
    title: 'Study in Australia: the genuine student requirement',
    summary:
      'What the subclass 500 visa asks you to write about your course and your plans, the financial capacity evidence, and how post-study work rights depend on the qualification.',
    countrySlug: 'australia',
    universitySlug: null,
    hostName: 'Karan Malhotra',
    hostRole: 'Counsellor, Australia desk, Meridian',
    inDays: 7,
    istTime: '17:00',
    durationMinutes: 45,
    seats: 800,
    registered: 301,
  },
  {
    slug: 'university-of-melbourne-graduate-coursework',
    title: 'University of Melbourne: graduate coursework degrees',
    summary:
      'How the Melbourne model leads into graduate degrees, the entry requirements for Indian three-year degrees, and the Graduate Research and coursework scholarships.',
    countrySlug: 'australia',
    universitySlug: 'university-of-melbourne',
    hostName: 'International admissions team',
    hostRole: 'University of Melbourne',
    inDays: 16,
    istTime: '11:30',
    durationMinutes: 60,
    seats: 400,
    registered: 189,
  },
  {
    slug: 'study-in-ireland-stamp-1g',
    title: 'Study in Ireland: masters and the Stamp 1G',
    summary:
      'One-year masters in Dublin, Cork and Galway, the funds to show for the study visa, and how the Stamp 1G lets graduates look for work in Ireland.',
    countrySlug: 'ireland',
    universitySlug: null,
    hostName: 'Sneha Raghavan',
    hostRole: 'Counsellor, Ireland desk, Meridian',
    inDays: 10,
    istTime: '18:30',
    durationMinutes: 45,
    seats: 600,
    registered: 244,
  },
  {
    slug: 'trinity-college-dublin-postgraduate',
    title: 'Trinity College Dublin: postgraduate study',
    summary:
      'Taught masters at Trinity, how applications are assessed on a rolling basis, and living in Dublin on a student budget.',
    countrySlug: 'ireland',
    universitySlug: 'trinity-college-dublin',
    hostName: 'Global relations office',
    hostRole: 'Trinity College Dublin',
    inDays: 18,
    istTime: '17:00',
    durationMinutes: 45,
    seats: 300,
    registered: 76,
  },
  {
    slug: 'study-in-germany-public-universities',
    title: 'Study in Germany: public universities and the blocked account',
    summary:
      'English-taught masters at public universities with no tuition fee, the APS certificate for Indian applicants, uni-assist, and opening a blocked account for the visa.',
    countrySlug: 'germany',
    universitySlug: null,
    hostName: 'Aditya Kulkarni',
    hostRole: 'Counsellor, Germany desk, Meridian',
    inDays: 8,
    istTime: '19:00',
    durationMinutes: 60,
    seats: 800,
    registered: 455,
  },
  {
    slug: 'technical-university-of-munich-masters',
    title: 'Technical University of Munich: applying to the masters programmes',
    summary:
      'The aptitude assessment, the tuition fees TUM charges students from outside the EU since 2024, and how to prepare the documents it asks Indian applicants for.',
    countrySlug: 'germany',
    universitySlug: 'technical-university-of-munich',
    hostName: 'International admissions team',
    hostRole: 'Technical University of Munich',
    inDays: 22,
    istTime: '15:30',
    durationMinutes: 60,
    seats: 400,
    registered: 203,
  },
  // Past sessions (negative `inDays`): listed under past webinars, with their recordings.
  {
    slug: 'mit-graduate-admissions-for-indian-applicants',
    title: 'MIT: graduate admissions for Indian applicants',
    summary:
      'How MIT departments read Indian transcripts and research experience, why each programme sets its own deadline and test policy, and how research assistantships fund most PhD students.',
    countrySlug: 'usa',
    universitySlug: 'massachusetts-institute-of-technology',
    hostName: 'Graduate admissions office',
    hostRole: 'Massachusetts Institute of Technology',
    inDays: -9,
    istTime: '20:30',
    durationMinutes: 60,
    seats: 500,
    registered: 468,
    recordingUrl: 'https://www.youtube.com/@mit',
  },
  {
    slug: 'stanford-ms-computer-science-admissions',
    title: 'Stanford: MS in Computer Science admissions',
    summary:
      'What the Stanford MS in Computer Science committee looks for, how the statement of purpose and letters are weighed, and how the degree’s specialisation tracks shape your course plan.',
    countrySlug: 'usa',
    universitySlug: 'stanford-university',
    hostName: 'Graduate admissions office',
    hostRole: 'Stanford University',
    inDays: -16,
    istTime: '21:00',
    durationMinutes: 60,
    seats: 500,
    registered: 500,
    recordingUrl: 'https://www.youtube.com/@stanford',
  },
  {
    slug: 'study-in-germany-blocked-account-and-aps',
    title: 'Study in Germany: the blocked account and the APS certificate',
    summary:
      'The 11,904 euro blocked account for 2025, why Indian applicants need the APS certificate before a visa appointment, and how long each step takes, in the order to do them.',
    countrySlug: 'germany',
    universitySlug: null,
    hostName: 'Rohan Deshpande',
    hostRole: 'Counsellor, Germany desk, Meridian',
    inDays: -23,
    istTime: '18:30',
    durationMinutes: 45,
    seats: 1000,
    registered: 731,
  },
];
