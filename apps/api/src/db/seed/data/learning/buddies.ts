/** Senior students who volunteer as buddies, one or more per destination (example.com never receives mail). */
export const BUDDIES = [
  {
    fullName: 'Ananya Krishnan',
    email: 'ananya.krishnan@example.com',
    destination: 'uk',
    university: 'University of Manchester',
    course: 'MSc Data Science, graduated 2026',
    about:
      'From Chennai; worked two years as an analyst before her master’s. Ask about CAS, the Graduate route and finding a room in Fallowfield.',
  },
  {
    fullName: 'Rohan Mehta',
    email: 'rohan.mehta@example.com',
    destination: 'usa',
    university: 'Arizona State University',
    course: 'MS Computer Science, second year',
    about:
      'From Pune; went through the F-1 interview in Mumbai. Ask about on-campus jobs, CPT and living in Tempe.',
  },
  {
    fullName: 'Simran Kaur',
    email: 'simran.kaur@example.com',
    destination: 'canada',
    university: 'University of Toronto',
    course: 'Master of Engineering, second year',
    about: 'From Ludhiana. Ask about the PAL, the first winter and co-op terms.',
  },
  {
    fullName: 'Aditya Rao',
    email: 'aditya.rao@example.com',
    destination: 'germany',
    university: 'Technical University of Munich',
    course: 'MSc Informatics, third semester',
    about:
      'From Bengaluru. Ask about the blocked account, registering your address (Anmeldung) and finding a WG room.',
  },
  {
    fullName: 'Nikita Joshi',
    email: 'nikita.joshi@example.com',
    destination: 'australia',
    university: 'Monash University',
    course: 'Master of Business Analytics, second year',
    about: 'From Ahmedabad. Ask about OSHC, the Genuine Student questions and part-time work in Melbourne.',
  },
  {
    fullName: 'Karthik Menon',
    email: 'karthik.menon@example.com',
    destination: 'ireland',
    university: 'Trinity College Dublin',
    course: 'MSc Computer Science, graduated 2026',
    about: 'From Kochi. Ask about the IRP card, renting in Dublin and the Stamp 1G after graduation.',
  },
] as const;
