import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

// ₹ figures use the repo's November 2026 rate of about ₹88.6 per US dollar.
export const USA_ARTICLES: ArticleSeed[] = [
  {
    slug: 'study-in-usa',
    title: 'Study in the USA for Indian Students: Universities, Costs, F-1 Visa and OPT (2026 Guide)',
    summary:
      'How the US university system works, what admission needs from an Indian applicant, what a degree costs in dollars and rupees, and how the F-1 visa, OPT and STEM OPT fit together.',
    category: 'study-in-usa',
    author: 'rohan-mehta',
    tags: ['usa', 'masters', 'f-1 visa', 'opt', 'admissions'],
    publishedOn: '2025-05-12',
    updatedOn: '2026-11-03',
    trendingRank: 21,
    body: [
      p(
        'The USA has around 4,000 degree-granting institutions and hosts more international students than any other country. Indian students have been the largest international group on US campuses since 2023–24, most of them in STEM master’s programmes. It is also the most expensive mainstream destination and, since 2025, one of the strictest on visa vetting, so the students who do well are the ones who choose programmes carefully and sort out funding early.',
      ),
      h2('Why Indian students choose the USA'),
      ul(
        'Range and quality: MIT, Stanford and Harvard are in the QS World University Rankings 2026 top five, and hundreds of state universities teach strong STEM programmes.',
        'Flexibility: you can change your major in a bachelor’s and pick electives, projects and a thesis or non-thesis track in a master’s.',
        'Funding: research and teaching assistantships can waive tuition and pay a stipend, especially for PhD students and some MS students.',
        'Work after study: 12 months of Optional Practical Training (OPT), plus a 24-month extension for STEM-designated degrees.',
      ),
      h2('Universities and degrees'),
      p(
        'US institutions are public (state) universities, which charge international students the higher out-of-state rate, private universities and two-year community colleges. Whatever you choose, make sure it is regionally accredited and SEVP-certified, because only SEVP-certified schools can issue the Form I-20 you need for the visa.',
      ),
      table(
        'Degree types in the USA',
        ['Degree', 'Usual length', 'Typical for Indian students'],
        ['Associate (community college)', '2 years', 'A cheaper start, then transfer into a bachelor’s'],
        ['Bachelor’s', '4 years', 'After Class 12, with a broad first two years'],
        ['Master’s (MS, MEng, MA)', '1.5–2 years', 'The most common route: CS, data science, engineering'],
        ['MBA', '2 years (some 1-year programmes)', 'Usually after 3–6 years of work experience'],
        ['PhD', '5 years or more', 'Often funded through assistantships'],
      ),
      h2('What admission needs'),
      h3('Academic record'),
      p(
        'Many graduate schools accept a three-year Indian bachelor’s degree, sometimes after a credential evaluation by WES or ECE; others insist on 16 years of education (a four-year degree, or a three-year degree plus a master’s). Check the international admissions page of each department. US applications ask for a GPA on a 4.0 scale; our [CGPA to GPA calculator](/cgpa-to-gpa-calculator) gives an estimate, but send the transcript the university asks for.',
      ),
      h3('Tests'),
      ul(
        'English: TOEFL iBT, IELTS Academic or, where accepted, the Duolingo English Test. Graduate programmes commonly ask for TOEFL 80–100 on the 0–120 scale or IELTS 6.5–7.0. Since January 2026 TOEFL also reports a 1–6 band score alongside 0–120.',
        'Graduate admission tests: many MS programmes have made the [GRE](/exam/gre) optional, but competitive computer science and engineering programmes may still ask for it, and a strong score helps with funding. Most MBA programmes ask for the GMAT or GRE.',
        'Undergraduate: the SAT or ACT is required again at a number of selective universities, while many others remain test-optional.',
      ),
      h3('Documents'),
      p(
        'A statement of purpose, two or three letters of recommendation, a résumé, transcripts, test scores and financial documents. The statement of purpose carries a lot of weight in the USA; our guide on [how to write an SOP](/articles/how-to-write-an-sop) explains what committees look for.',
      ),
      h2('What it costs'),
      table(
        'Typical yearly costs in the USA (2026)',
        ['Item', 'US dollars', 'Approx. in rupees'],
        ['Bachelor’s at a public university (out-of-state)', '$25,000–45,000', '₹22–40 lakh'],
        ['Bachelor’s at a private university', '$40,000–70,000', '₹35–62 lakh'],
        ['MS programme', '$25,000–60,000', '₹22–53 lakh'],
        ['Full-time MBA', '$60,000–90,000', '₹53–80 lakh'],
        ['Living costs (rent, food, insurance, transport)', '$14,000–30,000', '₹12–27 lakh'],
      ),
      p(
        'A two-year MS therefore costs roughly ₹60 lakh to ₹1.6 crore in total, depending mostly on the university and city. The [cost of studying in the USA](/articles/cost-of-studying-in-usa) guide breaks this down, and most families combine savings with an education loan.',
      ),
      h2('Intakes and a realistic timeline'),
      p(
        'Fall (August–September) is the main intake, with the most programmes and nearly all funding decisions. Spring (January) is smaller, and Summer is rare. For Fall, work backwards:',
      ),
      ol(
        'January–June of the year before: shortlist universities and take the GRE or GMAT and TOEFL or IELTS.',
        'September–December: write your SOP, request recommendations and submit; many priority and funding deadlines fall in December–January.',
        'February–April: admits and funding offers arrive; accept one and pay any deposit.',
        'April–June: receive your I-20, pay the SEVIS fee, book and attend the F-1 interview.',
        'Up to 30 days before your programme starts: travel to the USA.',
      ),
      h2('The F-1 visa in brief'),
      p(
        'With your I-20 you pay the SEVIS I-901 fee of $350, fill in the DS-160, pay the $185 visa application fee and attend an interview at the US Embassy in New Delhi or a consulate in Mumbai, Chennai, Hyderabad or Kolkata. The officer checks that you are a genuine student with enough money for at least the first year. Our [USA student visa guide](/articles/usa-student-visa) covers each step.',
      ),
      warn(
        'Vetting is stricter since 2025: F-1 applicants must set their social media accounts to public, interview waivers have largely ended, and you should apply in your country of nationality or residence. A $250 visa integrity fee was created by law in 2025; check whether it is being collected when you apply.',
      ),
      h2('Work during and after your studies'),
      p(
        'During term you can work up to 20 hours a week on campus, and full-time in official breaks. Off-campus work is allowed only through Curricular Practical Training (CPT) that is part of your programme. After graduation, OPT gives 12 months of work in your field, and graduates of STEM-designated programmes can add 24 months with an E-Verify employer. Long-term work usually needs an H-1B visa, which is lottery-based; see [post-study work in the USA](/articles/post-study-work-visa-usa).',
      ),
      tip(
        'Before you accept an offer, check the CIP code printed on your I-20. Only degrees whose CIP code is on the DHS STEM Designated Degree Program List qualify for the STEM OPT extension.',
      ),
    ],
    faqs: faqs(
      [
        'Can I study in the USA after a three-year bachelor’s degree?',
        'Yes, at many universities, especially for STEM master’s programmes, sometimes after a WES or ECE credential evaluation. Some universities still require 16 years of education, so check each department.',
      ],
      [
        'How much does it cost to study in the USA from India?',
        'Tuition for an MS is usually $25,000–60,000 a year (about ₹22–53 lakh) and living costs $14,000–30,000 a year (₹12–27 lakh), so a two-year MS costs roughly ₹60 lakh to ₹1.6 crore in total.',
      ],
      [
        'Is the GRE compulsory for MS in the USA?',
        'No longer everywhere. Many programmes have made it optional, but top CS and engineering programmes may require or value it, and a good score helps for assistantships.',
      ],
      [
        'Can I work in the USA after my master’s?',
        'Yes, on OPT for 12 months, or up to 3 years in total with the STEM OPT extension if your degree is STEM-designated. Staying longer usually needs an H-1B visa.',
      ],
    ),
  },
];
