/** Student stories for the home page (names shortened at the students' request). */
export const TESTIMONIALS = [
  {
    studentName: 'Aditi R.',
    homeCity: 'Pune',
    university: 'Arizona State University',
    course: 'MS in Computer Science',
    destination: 'USA',
    intake: 'Fall 2025',
    quote:
      'My counsellor helped me drop two universities that did not fit my GRE score and add ASU, where I got a 20% tuition scholarship. The F-1 interview practice made the real one feel easy.',
    sortOrder: 1,
  },
  {
    studentName: 'Mohammed S.',
    homeCity: 'Hyderabad',
    university: 'Coventry University',
    course: 'MSc Data Science and Computational Intelligence',
    destination: 'UK',
    intake: 'January 2025',
    quote:
      'I missed the September deadlines, so we planned for January instead. The checklist for the 28-day funds rule saved my visa application.',
    sortOrder: 2,
  },
  {
    studentName: 'Harpreet K.',
    homeCity: 'Ludhiana',
    university: 'Conestoga College',
    course: 'Graduate Certificate in Project Management',
    destination: 'Canada',
    intake: 'September 2024',
    quote:
      'I was confused about the study permit cap and the provincial attestation letter. My counsellor explained each step and I got my permit in seven weeks.',
    sortOrder: 3,
  },
  {
    studentName: 'Rohan M.',
    homeCity: 'Bengaluru',
    university: 'Technical University of Munich',
    course: 'MSc Informatics',
    destination: 'Germany',
    intake: 'Winter semester 2024',
    quote:
      'Public universities in Germany charge no tuition, but the blocked account and the APS certificate took planning. I opened both months ahead because of the reminders I got.',
    sortOrder: 4,
  },
  {
    studentName: 'Sneha P.',
    homeCity: 'Kochi',
    university: 'Monash University',
    course: 'Master of Nursing Practice',
    destination: 'Australia',
    intake: 'February 2025',
    quote:
      'The expense breakdown for Melbourne was close to what I actually spend. Knowing I can work 48 hours a fortnight helped my parents plan the loan.',
    sortOrder: 5,
  },
  {
    studentName: 'Karan D.',
    homeCity: 'Ahmedabad',
    university: 'University College Dublin',
    course: 'MSc Business Analytics',
    destination: 'Ireland',
    intake: 'September 2024',
    quote:
      'Ireland was not on my list until a counsellor showed me the Stamp 1G route. One year of study and two years to work after it made the numbers work.',
    sortOrder: 6,
  },
];
