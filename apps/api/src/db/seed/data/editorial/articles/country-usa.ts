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
    tags: ['usa', 'masters', 'f-1-visa', 'opt', 'admissions'],
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
  {
    slug: 'usa-student-visa',
    title: 'US F-1 Student Visa from India: Fees, Documents, Interview and 2026 Rules',
    summary:
      'The F-1 visa step by step for Indian students: the I-20, SEVIS and visa fees, the DS-160, biometrics and interview, the funds officers look for, and the stricter vetting in force since 2025.',
    category: 'study-in-usa',
    author: 'rohan-mehta',
    tags: ['usa', 'f-1-visa', 'visa-interview', 'sevis', 'i-20'],
    publishedOn: '2025-05-26',
    updatedOn: '2026-11-05',
    trendingRank: 24,
    body: [
      p(
        'Every Indian student going to a full-time degree programme in the USA needs an F-1 visa. The process itself has not changed much in years, but vetting has become much stricter since 2025: interviews are back for almost everyone, social media is checked, and officers look closely at where your money comes from. A well-prepared file and a clear answer to “why this programme?” matter more than ever.',
      ),
      h2('What you need before you start'),
      ul(
        'Form I-20 from a SEVP-certified school, issued after you accept the admit and send financial documents; check your name, programme, dates and CIP code carefully.',
        'A passport valid for at least six months beyond your intended stay.',
        'The SEVIS I-901 fee receipt (USD 350), paid online before the interview.',
        'A completed DS-160 online application, with the confirmation page.',
        'The visa application fee (USD 185) paid, and your appointments booked.',
      ),
      h2('Fees in 2026'),
      table(
        'F-1 visa costs for Indian students',
        ['Fee', 'Amount', 'Approx. in rupees', 'When you pay'],
        ['SEVIS I-901 fee', 'USD 350', '₹31,000', 'After you receive the I-20, before the interview'],
        ['Visa application (MRV) fee', 'USD 185', '₹16,400', 'When you book your appointments'],
        [
          'Visa integrity fee',
          'USD 250',
          '₹22,000',
          'Created by law in 2025; check whether it is being collected when you apply',
        ],
      ),
      h2('The process step by step'),
      ol(
        'Receive your I-20 and pay the SEVIS I-901 fee; keep the receipt.',
        'Fill in the DS-160 honestly, listing every social media handle you have used in the last five years.',
        'Create your profile on the appointment system, pay the visa fee and book two slots: biometrics at a Visa Application Centre and the interview at the US Embassy in New Delhi or a consulate in Mumbai, Chennai, Hyderabad or Kolkata.',
        'Attend the biometrics appointment (fingerprints and photo).',
        'Attend the interview with your documents; the officer tells you at the end whether you are approved, refused or need administrative processing.',
        'If approved, your passport is returned with the visa through the courier or pick-up point you chose.',
      ),
      warn(
        'Since 2025, F-1 applicants must set all their social media profiles to public so they can be reviewed, interview waivers have largely ended, and applicants should book in their country of nationality or residence. Slots for the Fall season go quickly, so book as soon as you have your I-20.',
      ),
      h2('Documents to carry to the interview'),
      ul(
        'Passport, I-20 signed by you, DS-160 confirmation, appointment confirmation and SEVIS receipt',
        'Admit letter and any funding letter (assistantship, scholarship)',
        'Transcripts, degree certificates and test score reports (GRE or GMAT, TOEFL, IELTS or Duolingo)',
        'Bank statements, fixed deposit receipts, education loan sanction letter and your sponsors’ income documents such as ITRs and salary slips',
        'A résumé and, for research students, a short description of your planned research',
      ),
      h2('How much money you must show'),
      p(
        'You must show liquid funds that cover at least the first year’s cost of attendance printed on your I-20, which typically ranges from about USD 35,000 to over USD 90,000 (₹31–80 lakh). Education loan sanction letters, savings and fixed deposits, and sponsor affidavits from parents all count. You should also be able to explain how you will pay for the remaining years. Large deposits made just before the interview raise questions, so keep funds in place for some months and carry documents that show where they came from. Our [cost of studying in the USA](/articles/cost-of-studying-in-usa) guide helps you estimate the figure, and the [education loan calculator](/calculator/education-loan) shows what a loan will cost you.',
      ),
      h2('The interview'),
      p(
        'Interviews are short, often two or three minutes. The officer decides whether you are a genuine student with enough money and a reason to study this programme, and whether your plans are consistent with a temporary student visa. Typical questions are why this university and programme, how your background fits it, who pays and what they do, what your test scores were, and what you plan to do after you graduate.',
      ),
      tip(
        'Answer in your own words and keep answers short and specific: name the courses, labs or faculty that drew you to the programme. Our [student visa interview tips](/articles/student-visa-interview-tips) list common questions and the mistakes that lead to refusals.',
      ),
      h3('If you are refused under Section 214(b)'),
      p(
        'A 214(b) refusal means the officer was not convinced you qualify for the visa, usually on intent, funds or the fit of your plans. You can reapply with a new DS-160 and a new fee, but only do so when something has changed, for example stronger funding documents or a clearer explanation of your plan.',
      ),
      h2('Timing and travel'),
      p(
        'The visa can be issued up to 365 days before your programme start date, but you can enter the USA only 30 days before the start date on your I-20. At the port of entry, Customs and Border Protection admits you in F-1 status; keep your I-20 with you when you travel. Today F-1 students are admitted for the “duration of status”; in August 2025 the Department of Homeland Security proposed replacing this with fixed admission periods, so check whether that rule has taken effect before you travel.',
      ),
      h2('Keeping your status'),
      ul(
        'Enrol full-time every semester, except in authorised vacations.',
        'Work only on campus (up to 20 hours a week in term) or through authorised CPT or OPT.',
        'Report address changes to your international student office within 10 days.',
        'Get a travel signature on your I-20 before leaving the USA during your studies.',
      ),
      p(
        'For the whole journey from shortlisting to landing, see [study in the USA](/articles/study-in-usa).',
      ),
    ],
    faqs: faqs(
      [
        'How much does the US student visa cost from India?',
        'The visa application fee is USD 185 and the SEVIS I-901 fee is USD 350, about ₹47,000 together. A USD 250 visa integrity fee was created in 2025; check whether it is collected when you apply.',
      ],
      [
        'How early can I get my F-1 visa?',
        'The visa can be issued up to 365 days before your programme starts, but you may enter the USA only within 30 days of the start date on your I-20.',
      ],
      [
        'Can I get an F-1 interview waiver?',
        'Rarely. Since September 2025 most applicants, including students, must attend an in-person interview. Check the US Embassy India website for the narrow exceptions in force when you apply.',
      ],
      [
        'What is the most common reason for F-1 refusal?',
        'Section 214(b): the officer was not convinced about your intent, your funding or your study plan. Clear funding documents and specific answers about your programme are the best protection.',
      ],
    ),
  },
  {
    slug: 'cost-of-studying-in-usa',
    title: 'Cost of Studying in the USA for Indian Students: Tuition, Living and Total Budget in Rupees',
    summary:
      'What a US degree really costs an Indian student in 2026: tuition by level, one-time costs from tests to the SEVIS fee, living costs, two worked budgets and the practical ways to spend less.',
    category: 'cost-of-study',
    author: 'priya-menon',
    tags: ['usa', 'cost-of-study', 'tuition', 'budget', 'education-loan'],
    publishedOn: '2025-08-19',
    updatedOn: '2026-11-02',
    body: [
      p(
        'The USA is the most expensive of the big study destinations, but the range is wide: the same MS can cost about ₹43 lakh a year at a public university in Texas and nearly twice that at a private university in Boston. What you pay depends on three things you control: the type of university, the city and whether you win an assistantship or scholarship. This guide puts real numbers on each.',
      ),
      h2('Tuition by level'),
      table(
        'Yearly tuition for international students in the USA (2026)',
        ['Programme', 'US dollars a year', 'Approx. in rupees'],
        ['Community college (associate degree)', '8,000–18,000', '₹7–16 lakh'],
        ['Bachelor’s, public university (out-of-state rate)', '25,000–45,000', '₹22–40 lakh'],
        ['Bachelor’s, private university', '40,000–70,000', '₹35–62 lakh'],
        ['MS and other master’s', '25,000–60,000', '₹22–53 lakh'],
        ['Full-time MBA', '60,000–90,000', '₹53–80 lakh'],
      ),
      p(
        'Public universities charge international students the out-of-state rate, which is usually two to three times what state residents pay. Fees are quoted per credit hour or per semester, so check the number of credits your programme needs: a 30-credit MS finishes faster and costs less than a 36-credit one.',
      ),
      h2('One-time costs before you fly'),
      table(
        'Costs you pay once, before the course starts',
        ['Item', 'Typical amount'],
        ['Application fees', 'Usually USD 50–150 per university'],
        ['GRE General Test', 'USD 228'],
        ['TOEFL iBT or IELTS', 'About USD 200 for TOEFL; ₹18,000 for IELTS'],
        ['SEVIS I-901 fee', 'USD 350'],
        ['F-1 visa application fee', 'USD 185'],
        ['Flight from Delhi or Mumbai', '₹75,000–80,000 one way in economy'],
        ['First-month set-up (bedding, kitchen, deposits)', 'Often USD 1,000–2,000'],
      ),
      h2('Living costs'),
      p(
        'Most students spend USD 1,200–2,500 a month. Rent is the biggest item and varies most by city; health insurance is the item Indian students most often forget, because US universities require international students to hold a university plan or an approved equivalent. The [cost of living in the USA](/articles/cost-of-living-in-usa) guide breaks this down city by city.',
      ),
      h2('Two worked budgets for one year of an MS'),
      table(
        'One academic year of tuition plus 12 months of living costs',
        ['Item', 'Public university in Austin', 'Private university in Boston'],
        ['Tuition', 'USD 27,000', 'USD 58,000'],
        ['Rent (room in a shared apartment)', 'USD 11,400', 'USD 19,200'],
        ['Food', 'USD 4,800', 'USD 5,400'],
        ['Transport', 'Free bus and rail with student ID', 'USD 1,080'],
        ['Health insurance', 'USD 3,200', 'USD 3,800'],
        ['Other expenses', 'USD 1,800', 'USD 2,400'],
        ['Total for the year', 'USD 48,200 (about ₹43 lakh)', 'USD 89,880 (about ₹80 lakh)'],
      ),
      p(
        'Over a two-year MS, the difference between these two is about ₹70 lakh. Both are realistic for Indian students; what matters is choosing with your budget and your likely starting salary in mind. The [expense calculator](/expense-calculator) lets you build the same budget for your own city and intake.',
      ),
      warn(
        'The figure the visa officer looks at is the cost of attendance on your I-20, not your own estimate. You must show liquid funds for at least the first year and be ready to explain how you will pay for the second.',
      ),
      h2('How to bring the cost down'),
      ul(
        'Graduate assistantships: teaching or research assistantships often waive part or all of tuition and pay a monthly stipend. They are most common for PhD students, but MS students can win them after the first semester.',
        'Choose the region: universities in the Midwest and South often charge less and sit in cities where rent is half that of Boston, New York or the Bay Area.',
        'Merit scholarships and fellowships: many universities consider you automatically at admission; see [scholarships in the USA](/articles/scholarships-in-usa).',
        'Credits and duration: a 1.5-year MS saves a semester of tuition and rent compared with a two-year programme.',
        'On-campus work: up to 20 hours a week in term helps with living costs, though not with tuition.',
      ),
      h2('Paying for it'),
      p(
        'Most Indian families combine savings with an education loan. Public-sector banks, private banks and non-bank lenders all lend for US study, with or without collateral depending on the amount and your university. Compare interest rates, the moratorium period and whether the loan covers living costs, and use the [education loan calculator](/calculator/education-loan) to see the EMI you will face after graduation.',
      ),
      tip(
        'Ask the university’s international office for the official cost of attendance before you compare offers. It includes mandatory fees, insurance and living allowances that are missing from the headline tuition figure.',
      ),
    ],
    faqs: faqs(
      [
        'How much does an MS in the USA cost in rupees?',
        'Roughly ₹40–80 lakh a year including living costs, so ₹60 lakh to ₹1.6 crore for a typical 1.5- to 2-year programme, depending on the university and city.',
      ],
      [
        'Which US universities are cheapest for Indian students?',
        'Public universities in lower-cost states and cities generally cost least, because both their out-of-state tuition and local rents are lower. Community colleges are the cheapest start for a bachelor’s.',
      ],
      [
        'Can I study in the USA for free?',
        'Fully funded places are realistic mainly for PhD students, whose assistantships usually cover tuition and pay a stipend. For a master’s, full funding is rare, although partial assistantships and scholarships are common.',
      ],
      [
        'Is health insurance compulsory for students in the USA?',
        'Almost all universities require international students to have their student health plan or an approved equivalent. Plans usually cost USD 2,000–4,000 a year.',
      ],
    ),
  },
  {
    slug: 'cost-of-living-in-usa',
    title: 'Cost of Living in the USA for Indian Students: Rent, Food, Insurance and City Comparison',
    summary:
      'A month-by-month guide to living costs for students in the USA: rent, groceries, transport, the compulsory health plan and phone bills, with real figures for Boston and Austin and tips to spend less.',
    category: 'cost-of-study',
    author: 'priya-menon',
    tags: ['usa', 'cost-of-living', 'rent', 'budget'],
    publishedOn: '2025-09-04',
    updatedOn: '2026-11-02',
    body: [
      p(
        'Tuition gets the attention, but living costs decide whether your US budget holds. They also vary far more than tuition: a student in a Midwestern college town can live on about USD 1,200 a month, while one in New York, Boston or the San Francisco Bay Area may spend more than USD 2,500. Here is what each item costs and how to plan for it.',
      ),
      h2('Monthly living costs at a glance'),
      table(
        'Typical monthly living costs for a student in the USA (2026)',
        ['Item', 'US dollars a month', 'Approx. in rupees'],
        ['Rent (shared apartment or dorm)', '600–1,800', '₹53,000–1.6 lakh'],
        ['Food and groceries', '300–600', '₹27,000–53,000'],
        ['Local transport', '50–150', '₹4,400–13,000'],
        ['Health insurance (university plan)', '150–350', '₹13,000–31,000'],
        ['Phone, internet and utilities', '60–150', '₹5,300–13,000'],
      ),
      h2('Two real cities compared'),
      table(
        'A graduate student’s month in Boston and Austin',
        ['Item', 'Boston', 'Austin'],
        ['Room in a shared apartment', 'USD 1,600 (Allston or Brighton, utilities included)', 'USD 950'],
        ['Food', 'USD 450', 'USD 400'],
        ['Transport', 'USD 90 (MBTA monthly pass)', 'Free with UT student ID'],
        ['Health plan', 'About USD 317 (USD 3,800 a year)', 'About USD 267 (USD 3,200 a year)'],
        ['Other expenses', 'USD 200', 'USD 150'],
        ['Total', 'About USD 2,657 (₹2.35 lakh)', 'About USD 1,767 (₹1.57 lakh)'],
      ),
      h2('Rent'),
      p(
        'Most Indian graduate students share a two- or three-bedroom apartment near campus, splitting rent and utilities. University housing is convenient in the first semester but is not always cheaper. Leases usually run for 12 months and ask for a security deposit, often one month’s rent, so your first month costs more than the rest.',
      ),
      tip(
        'Look for housing through your university’s off-campus housing portal and the Indian students’ association of your university, and never pay a deposit for a flat you have not seen on a live video call.',
      ),
      h2('Food'),
      p(
        'Cooking at home keeps food to USD 300–450 a month in most cities. Indian groceries are easy to find in every large US city, and warehouse clubs and discount supermarkets bring costs down further. Eating out is expensive once tax and tips are added, so most students keep it for weekends.',
      ),
      h2('Health insurance'),
      p(
        'Universities require international students to enrol in their student health plan unless they can show an approved equivalent, and some states, such as Massachusetts, require students to hold a qualifying plan. Plans typically cost USD 2,000–4,000 a year, are billed with your fees and cover doctor visits, prescriptions and hospital care. Travel insurance bought in India rarely meets university requirements, so check before you buy.',
      ),
      h2('Transport and phone'),
      p(
        'Many universities include a bus pass in student fees or give free rides with your ID, as the University of Texas at Austin does with Capital Metro. In cities without good public transport, students often share a car, which adds insurance and fuel costs. Prepaid phone plans with data start from about USD 25–40 a month.',
      ),
      warn(
        'Your I-20 shows the university’s own estimate of living costs. Visa officers use that figure, so plan to show funds for it even if you expect to live more cheaply.',
      ),
      h2('Your first month costs more'),
      p(
        'Expect a heavier first month: a security deposit on your lease, bedding and kitchen basics, a phone plan, groceries to stock up and, in northern states, a proper winter coat and boots. Most students need an extra USD 1,000–2,000 (₹0.9–1.8 lakh) on top of their normal monthly budget, so carry some of it as a forex card or travel card rather than relying on a US bank account that takes days to open.',
      ),
      h2('Ways to spend less'),
      ul(
        'Share an apartment and cook at home; these two choices save more than anything else.',
        'Pick universities in lower-cost regions, where rent can be half that of the coasts.',
        'Use student discounts on software, transport and phone plans.',
        'Work on campus, up to 20 hours a week in term; see [part-time jobs in the USA](/articles/part-time-jobs-in-usa).',
      ),
      p(
        'To add tuition and one-time costs to these monthly figures, read the [cost of studying in the USA](/articles/cost-of-studying-in-usa) or build your own budget with the [expense calculator](/expense-calculator).',
      ),
    ],
    faqs: faqs(
      [
        'How much does a student need per month in the USA?',
        'About USD 1,200–2,500 (₹1.1–2.2 lakh), depending mainly on the city and whether you share accommodation.',
      ],
      [
        'Which US cities are cheapest for students?',
        'College towns and cities in the Midwest and South are generally cheapest. New York, Boston and the San Francisco Bay Area are the most expensive.',
      ],
      [
        'Can I cover my living costs with a part-time job?',
        'Only partly. On-campus jobs are limited to 20 hours a week during term, which helps with groceries and bills, but you must show funds for the full cost of attendance to get the visa.',
      ],
    ),
  },
  {
    slug: 'scholarships-in-usa',
    title: 'Scholarships in the USA for Indian Students: Assistantships, University Awards and Fellowships',
    summary:
      'How Indian students fund a US degree: assistantships that waive tuition, university merit and need-based aid, Fulbright-Nehru and the Indian trusts that fund study abroad, with who can apply and when.',
    category: 'scholarships',
    author: 'rohan-mehta',
    tags: ['usa', 'scholarships', 'assistantships', 'funding', 'masters'],
    publishedOn: '2025-10-14',
    updatedOn: '2026-09-24',
    body: [
      p(
        'Scholarships in the USA work differently from most countries. There are few government scholarships for Indians, but universities themselves spend heavily on funding: assistantships for graduate students, merit awards for strong applicants and, at some of the richest universities, need-based aid for undergraduates. Knowing which kind applies to your level is the first step.',
      ),
      h2('The main kinds of funding'),
      table(
        'Funding for Indian students in the USA',
        ['Type', 'Who gets it', 'What it usually covers'],
        [
          'Research or teaching assistantship (RA/TA)',
          'PhD students, and some MS students',
          'Tuition waiver, full or partial, plus a monthly stipend for about 20 hours of work a week',
        ],
        [
          'Graduate assistantship (GA)',
          'Master’s students who find roles in departments or offices',
          'Often a partial tuition waiver and an hourly wage or stipend',
        ],
        [
          'University merit scholarship',
          'Strong applicants, usually assessed automatically at admission',
          'A fixed amount or percentage off tuition',
        ],
        [
          'Need-based financial aid',
          'Undergraduates at universities that offer it to international students',
          'Up to the full cost of attendance',
        ],
        [
          'External fellowships and trusts',
          'Indian citizens meeting each programme’s rules',
          'From full funding (Fulbright-Nehru) to part-fees or loan scholarships',
        ],
      ),
      h2('Assistantships: the biggest source of funding'),
      p(
        'Most PhD admits in science and engineering come with a funding package: a tuition waiver and a stipend in return for research or teaching. MS students are rarely funded at admission, but many find TA, RA or GA positions after their first semester by approaching professors and departments. A strong GRE score, relevant research experience and a focused statement of purpose all improve your chances; see our [SOP for MS in computer science](/articles/sop-for-ms-in-computer-science) guide.',
      ),
      tip(
        'Write to professors whose research matches yours before and after you are admitted, with a short note on what you have done and what you want to work on. Research assistantships are often filled by professors directly, not through the admissions office.',
      ),
      h2('University scholarships and need-based aid'),
      p(
        'Many universities consider every admitted student for merit scholarships, but only if they apply by the priority deadline, which is often in December or January for Fall. For undergraduates, a handful of universities, including Harvard, MIT, Yale, Princeton and Amherst, admit international students without regard to their ability to pay and meet their full demonstrated need. Others offer need-based aid to international students but consider need in admission.',
      ),
      h2('External scholarships for Indian students'),
      table(
        'Scholarships and trusts that fund Indians in the USA',
        ['Programme', 'Level', 'Key condition'],
        [
          'Fulbright-Nehru Master’s Fellowships (USIEF)',
          'Master’s',
          'Indian citizens with a four-year degree or equivalent and at least three years of work experience',
        ],
        [
          'Tata Scholarship at Cornell University',
          'Bachelor’s',
          'Indian citizens admitted to Cornell who qualify for need-based aid',
        ],
        [
          'Inlaks Shivdasani Foundation scholarships',
          'Postgraduate',
          'Indian students admitted to leading US, UK and European institutions',
        ],
        [
          'J.N. Tata Endowment loan scholarship',
          'Postgraduate',
          'Indian graduates going abroad; repayable, so it works like a loan',
        ],
      ),
      p(
        'Read our detailed guides to the [Fulbright-Nehru Master’s Fellowships](/articles/fulbright-nehru-masters-fellowship) and the [Stuart Hall Scholarship](/articles/stuart-hall-scholarship).',
      ),
      warn(
        'Fulbright-Nehru fellows travel on a J-1 visa and must return to India for two years after the fellowship before they can take up H-1B work or permanent residence in the USA. If you plan to work in the USA after graduating, weigh this carefully.',
      ),
      h2('When to apply'),
      ol(
        'Twelve to eighteen months before the intake: check university funding pages and external deadlines; Fulbright-Nehru usually closes in May of the year before.',
        'October to January: apply to universities by the priority or funding deadline, not the final one.',
        'February to April: compare offers, and ask departments about assistantships before you accept.',
        'After arrival: keep applying for TA, RA and GA positions and departmental awards each semester.',
      ),
      p(
        'Scholarships rarely cover everything for a master’s, so plan the rest of your budget with the [cost of studying in the USA](/articles/cost-of-studying-in-usa) guide.',
      ),
    ],
    faqs: faqs(
      [
        'Can Indian students get a full scholarship in the USA?',
        'Yes, mainly at PhD level through assistantships, through Fulbright-Nehru for experienced professionals, or through need-based aid for undergraduates at a few universities. Full funding for an MS is rare.',
      ],
      [
        'Do MS students get assistantships in the USA?',
        'Some do, usually after the first semester, by approaching professors and departments. Funding at admission is far more common for PhD students.',
      ],
      [
        'Is the GRE needed for scholarships?',
        'Not always, but where a programme accepts GRE scores, a strong score can help you win merit awards and assistantships.',
      ],
    ),
  },
  {
    slug: 'part-time-jobs-in-usa',
    title: 'Part-Time Jobs in the USA for Indian Students: On-Campus Work, CPT, Pay and Rules',
    summary:
      'What F-1 students may do for money in the USA: on-campus jobs and the 20-hour rule, assistantships, CPT, minimum wages, the SSN and taxes, and the mistakes that cost status.',
    category: 'jobs-and-salary',
    author: 'rohan-mehta',
    tags: ['usa', 'part-time-jobs', 'f-1-visa', 'cpt', 'on-campus-jobs'],
    publishedOn: '2025-11-17',
    updatedOn: '2026-10-08',
    body: [
      p(
        'Work rules for F-1 students in the USA are strict, and they are the rules Indian students most often break without realising it. The short version: you can work on campus, and you can work off campus only in ways your university has authorised. Anything else, including food-delivery and ride-hailing apps, is unauthorised employment that can end your status.',
      ),
      h2('What F-1 students can do'),
      table(
        'Work options for F-1 students',
        ['Type of work', 'When', 'Hours allowed'],
        [
          'On-campus jobs (library, dining, labs, IT help desk, student offices)',
          'From the start of your first semester',
          'Up to 20 hours a week in term; full-time in official breaks',
        ],
        [
          'Teaching, research or graduate assistantships',
          'When offered by a department',
          'Usually about 20 hours a week, counted within the on-campus limit',
        ],
        [
          'Curricular Practical Training (CPT)',
          'Usually after one academic year, when the work is part of your curriculum',
          'Part-time or full-time, as authorised on your I-20',
        ],
        [
          'Optional Practical Training (OPT)',
          'Mostly after graduation',
          '12 months, plus 24 months for STEM degrees',
        ],
        [
          'Economic-hardship work authorisation',
          'Rarely, after one year, with USCIS approval',
          'Up to 20 hours a week in term',
        ],
      ),
      h2('On-campus jobs'),
      p(
        'On-campus jobs are with the university itself or with businesses on campus that serve students, such as the bookshop or cafeterias. Common roles are library assistant, dining services, lab assistant, IT help desk, residence hall desk and student ambassador. They pay at least the minimum wage of the state, which in many states is well above the federal minimum of USD 7.25 an hour. Graduate assistantships, the best on-campus jobs, also come with tuition waivers; see [scholarships in the USA](/articles/scholarships-in-usa).',
      ),
      table(
        'Minimum wage in some popular student states (from 1 January 2026)',
        ['State or city', 'Minimum wage per hour'],
        ['Texas (federal minimum)', 'USD 7.25'],
        ['Massachusetts', 'USD 15.00'],
        ['California', 'USD 16.90'],
        ['New York City', 'USD 17.00'],
      ),
      p(
        'At 20 hours a week, a job paying USD 15 an hour brings in about USD 1,300 a month before tax, enough to cover food and some rent, but not tuition. Your visa funds must be in place without counting on it.',
      ),
      h2('CPT: off-campus work linked to your course'),
      p(
        'CPT lets you take an internship, co-op or practicum that is an integral part of your programme, usually after one full academic year. Your university’s designated school official (DSO) authorises it on your I-20 for a specific employer and dates, and you may not start before that. Twelve months or more of full-time CPT removes your eligibility for OPT; part-time CPT does not.',
      ),
      warn(
        'Driving for ride-hailing apps, delivering food, freelancing for clients, paid tutoring off campus or cash jobs in restaurants are unauthorised employment for F-1 students. It can lead to the termination of your SEVIS record and future visa refusals. If in doubt, ask your international student office before you start.',
      ),
      h2('Paperwork: SSN and taxes'),
      ol(
        'Get a job offer letter from the on-campus employer.',
        'Ask your international office for a letter confirming your F-1 status and employment.',
        'Apply for a Social Security number at a Social Security Administration office with your passport, I-94, I-20 and both letters.',
        'Fill in tax forms with your employer; as a nonresident student you usually pay federal and state income tax but are exempt from Social Security and Medicare taxes during your first five calendar years.',
        'File a US tax return each spring; Indian students can usually claim the standard deduction under Article 21(2) of the India–US tax treaty.',
      ),
      tip(
        'Ask about on-campus jobs during orientation week. The best-paid roles, in labs, IT and departmental offices, go to students who ask early and bring a one-page US-style résumé.',
      ),
      h2('After graduation'),
      p(
        'Full-time work in your field comes through OPT and, for STEM graduates, the STEM OPT extension. See [post-study work in the USA](/articles/post-study-work-visa-usa) for the rules, and the [cost of living in the USA](/articles/cost-of-living-in-usa) to see how far a part-time wage goes.',
      ),
    ],
    faqs: faqs(
      [
        'How many hours can international students work in the USA?',
        'Up to 20 hours a week on campus while classes are in session and full-time during official breaks. Off-campus work needs CPT, OPT or, rarely, hardship authorisation.',
      ],
      [
        'Can F-1 students work for Uber, DoorDash or other apps?',
        'No. Gig and delivery work is unauthorised employment for F-1 students and can cost you your status and future visas.',
      ],
      [
        'How much can I earn part-time in the USA?',
        'On-campus jobs pay at least the state minimum wage, from USD 7.25 in Texas to USD 16.90 in California and USD 17 in New York City (2026 rates). At 20 hours a week that is about USD 600–1,500 a month before tax.',
      ],
      [
        'Do I need a Social Security number to work on campus?',
        'Yes. You apply for it at a Social Security office once you have an on-campus job offer and a letter from your international office.',
      ],
    ),
  },
  {
    slug: 'post-study-work-visa-usa',
    title: 'Post-Study Work in the USA: OPT, STEM OPT and the H-1B for Indian Graduates',
    summary:
      'How Indian F-1 graduates work in the USA: 12 months of OPT, the 24-month STEM OPT extension, deadlines and unemployment limits, the cap-gap and the H-1B lottery.',
    category: 'study-in-usa',
    author: 'rohan-mehta',
    tags: ['usa', 'opt', 'stem-opt', 'h-1b', 'post-study-work'],
    publishedOn: '2026-01-12',
    updatedOn: '2026-11-04',
    body: [
      p(
        'The USA has no single post-study work visa. Instead, F-1 students get Optional Practical Training (OPT), a period of work authorisation tied to their student status, and graduates of STEM-designated degrees can extend it. To stay longer, most graduates need an employer to sponsor them for an H-1B visa, which is allocated by lottery. Understanding the sequence, and its deadlines, is essential before you choose a programme.',
      ),
      h2('OPT, STEM OPT and H-1B at a glance'),
      table(
        'Work routes for F-1 graduates',
        ['Route', 'Length', 'Who qualifies', 'Main conditions'],
        [
          'Post-completion OPT',
          '12 months per degree level',
          'F-1 students who have completed one academic year',
          'Work must relate to your field; at most 90 days of unemployment',
        ],
        [
          'STEM OPT extension',
          '24 more months (3 years in total)',
          'Graduates of degrees on the DHS STEM Designated Degree Program List',
          'E-Verify employer, a training plan (Form I-983), at most 150 days of unemployment in total',
        ],
        [
          'H-1B visa',
          'Up to 3 years, extendable to 6',
          'Graduates with a job offer in a specialty occupation',
          'Employer sponsorship and selection in the annual lottery',
        ],
      ),
      h2('Applying for OPT'),
      ol(
        'Ask your designated school official (DSO) to recommend OPT; they issue a new I-20 with the recommendation.',
        'File Form I-765 with USCIS within 30 days of the DSO recommendation, between 90 days before and 60 days after your programme end date.',
        'Pay the filing fee (USD 470 online or USD 520 on paper at the time of writing) and choose your OPT start date.',
        'Wait for the Employment Authorization Document (EAD); you may not start work before its start date.',
        'Report your employer and any changes in the SEVP portal within 10 days.',
      ),
      tip(
        'File early in the 90-day window. Processing can take months, and days spent waiting after your programme ends eat into your 60-day grace period, not your OPT.',
      ),
      h2('The STEM OPT extension'),
      p(
        'If your degree’s CIP code is on the STEM Designated Degree Program List, you can apply for a 24-month extension up to 90 days before your OPT ends. Your employer must use E-Verify and sign a training plan with you on Form I-983, and the job must relate directly to your degree. If you file on time, you can keep working for up to 180 days while the extension is pending. This is why so many Indian students choose MS programmes in computer science, data science, engineering and STEM-designated business analytics.',
      ),
      warn(
        'Check the CIP code on your I-20 before you accept an admit. A “management” or “analytics” degree that is not STEM-designated gives you 12 months of OPT, not 36.',
      ),
      h2('The H-1B visa'),
      p(
        'The H-1B is the usual route to longer-term work. Employers register candidates in March; 65,000 visas are available each year plus 20,000 for holders of US master’s or higher degrees, and selected candidates can start work on 1 October. If your OPT would end before then, the cap-gap rule extends your status and work authorisation until 1 April of the following year while your petition is pending. Universities, non-profit research organisations and their affiliates are exempt from the cap and can sponsor at any time.',
      ),
      h3('What changed in 2025'),
      ul(
        'A presidential proclamation of September 2025 added a USD 100,000 payment for new H-1B petitions for workers outside the USA. USCIS guidance says it does not apply to a change of status inside the USA, such as from F-1 or OPT to H-1B, but check the current rules.',
        'DHS moved the lottery towards a selection weighted by the wage level of the job offer, favouring higher-paid roles; check USCIS for the rules of your registration year.',
        'New H-1B petitions face closer scrutiny of wages and job duties, so your employer’s immigration lawyer matters.',
      ),
      h2('Planning your career around these rules'),
      p(
        'With STEM OPT you get up to three H-1B lottery attempts while working; without it, often only one. Employers in technology, finance and healthcare are the most active sponsors; see [highest paying jobs in the USA](/articles/highest-paying-jobs-in-usa). Many graduates also build a plan B, such as a cap-exempt employer, further study or returning to India with US experience. For the student years, read [study in the USA](/articles/study-in-usa) and [part-time jobs in the USA](/articles/part-time-jobs-in-usa).',
      ),
    ],
    faqs: faqs(
      [
        'How long can I work in the USA after my master’s?',
        '12 months on OPT, or up to 3 years in total if your degree is STEM-designated and you get the 24-month STEM OPT extension.',
      ],
      [
        'When should I apply for OPT?',
        'From 90 days before your programme end date up to 60 days after it, and within 30 days of your DSO’s recommendation. Filing early is safest.',
      ],
      [
        'Does the USD 100,000 H-1B fee apply to F-1 students?',
        'USCIS guidance says it applies to new petitions for workers outside the USA, not to a change of status from F-1 or OPT inside the USA. Confirm the current rule with your employer before you travel abroad.',
      ],
      [
        'What happens if I am unemployed on OPT?',
        'You may be unemployed for up to 90 days on OPT and 150 days in total including the STEM extension. Going beyond that ends your status.',
      ],
    ),
  },
  {
    slug: 'intakes-in-usa',
    title: 'Intakes in the USA: Fall, Spring and Summer Deadlines and Timelines for Indian Students',
    summary:
      'The three US intakes compared: when Fall, Spring and Summer start, when to apply, how funding and visa slots differ, and a month-by-month plan for Fall and a shorter one for Spring 2028.',
    category: 'study-in-usa',
    author: 'rohan-mehta',
    tags: ['usa', 'intakes', 'fall-intake', 'spring-intake', 'deadlines'],
    publishedOn: '2026-02-09',
    updatedOn: '2026-10-19',
    body: [
      p(
        'US universities admit students two or three times a year, but the intakes are not equal. Fall, starting in August or September, is the main one: almost every programme admits in Fall, and most funding is decided for it. Spring, in January, is a genuine second option for many master’s programmes. Summer is rare. Here is how to choose and when to apply.',
      ),
      h2('The three intakes compared'),
      table(
        'US intakes at a glance',
        ['Intake', 'Classes start', 'Apply', 'Good to know'],
        [
          'Fall',
          'August–September',
          'October to February; many priority and funding deadlines in December–January',
          'The main intake, with the most programmes, assistantships and scholarships',
        ],
        [
          'Spring',
          'January',
          'August to October of the previous year',
          'Fewer programmes and less funding; useful if you miss Fall',
        ],
        ['Summer', 'May–June', 'By January–March', 'Offered by only a few programmes'],
      ),
      p(
        'The next Fall term at most universities begins in the second half of August 2027, and Spring 2028 in mid-January 2028. Check the academic calendar of each university, because the date on your I-20 sets when you can enter the USA.',
      ),
      h2('The deadlines you will meet'),
      p(
        'A single programme can list several dates. The priority deadline is the one that counts for scholarships and assistantships; the final deadline is the last date an application is accepted at all; and after admission there is a deadline to accept the offer and another to send the financial documents for your I-20. Write all four down for every university on your list.',
      ),
      h2('Fall or Spring?'),
      ul(
        'Choose Fall if you want the widest choice of universities, the best chance of assistantships and scholarships, and a class that starts together.',
        'Spring works well if your test scores or documents are not ready for Fall, or you want a few more months of work experience, as long as your chosen programmes offer it.',
        'Spring starters may find summer internships harder to get in their first months, because they have had only one semester of classes when recruiting starts.',
        'Visa appointments for Spring usually fall in October–December, when there is less demand than in the summer peak for Fall.',
      ),
      p(
        'Our [Fall vs Spring intake](/articles/fall-vs-spring-intake) article compares the two in more detail.',
      ),
      h2('A month-by-month plan for Fall'),
      p(
        'Start about 15 months before classes begin. If you are aiming for Fall 2027 and reading this in late 2026, you are in the application window now: focus on submitting by the December–January priority deadlines.',
      ),
      table(
        'Timeline for a Fall intake (months before and during the year of entry)',
        ['When', 'What to do'],
        [
          'January–June, the year before',
          'Shortlist universities and programmes; prepare for the GRE or GMAT and English tests',
        ],
        [
          'July–September, the year before',
          'Take the GRE or GMAT and TOEFL, IELTS or Duolingo; ask your recommenders',
        ],
        [
          'September–November, the year before',
          'Write your SOP and résumé; request transcripts and WES evaluations if needed',
        ],
        ['December–January', 'Submit applications by priority and funding deadlines'],
        ['February–April', 'Receive admits and funding offers; accept one and pay the deposit'],
        ['April–June', 'Send financial documents, receive your I-20, pay the SEVIS fee and book the visa'],
        ['June–July', 'Attend the F-1 interview; arrange housing and your flight'],
        ['August', 'Travel up to 30 days before your programme start date'],
      ),
      tip(
        'Apply by the priority deadline even when a later final deadline exists. Many departments consider only priority-deadline applicants for scholarships and assistantships, and the best housing goes early too.',
      ),
      h2('A shorter plan for Spring 2028'),
      ol(
        'By May 2027: finish your tests and shortlist programmes that admit in Spring.',
        'June–August 2027: write your SOP and collect recommendations.',
        'August–October 2027: submit applications.',
        'October–November 2027: accept an admit, receive the I-20 and pay the SEVIS fee.',
        'November–December 2027: attend the visa interview and travel in early January 2028.',
      ),
      warn(
        'Visa interview slots in India can run out in the peak months. Book as soon as you have your I-20, and do not buy non-refundable tickets before your visa is in your passport.',
      ),
      p(
        'For everything else about the application, read [study in the USA](/articles/study-in-usa) and the [USA student visa guide](/articles/usa-student-visa); for test dates, see the [GRE exam dates](/exam/gre/exam-dates).',
      ),
    ],
    faqs: faqs(
      [
        'Which is the main intake in the USA?',
        'Fall, starting in August or September. It has the most programmes and nearly all the funding decisions.',
      ],
      [
        'When should I apply for Fall intake in the USA?',
        'Between October and February of the previous academic year, ideally by the December–January priority deadlines.',
      ],
      [
        'Is Spring intake good for MS in the USA?',
        'Yes, if your programme offers it. There are fewer choices and less funding than in Fall, but the degree and OPT rights are the same.',
      ],
      [
        'Do US universities have rolling admissions?',
        'Some do, especially for master’s programmes and the Spring intake. Even then, decisions, funding and housing go to early applicants first, so apply as soon as your file is complete.',
      ],
    ),
  },
];
