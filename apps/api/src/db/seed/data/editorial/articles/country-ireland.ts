import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

// ₹ figures use the seed's November 2026 rate of about ₹103 per euro.
const common = { author: 'ananya-iyer', updatedOn: '2026-10-26' } as const;

export const IRELAND_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    slug: 'study-in-ireland',
    category: 'study-in-ireland',
    title: 'Study in Ireland for Indian Students: Universities, Costs, Visa and Stamp 1G (2027)',
    summary:
      'A complete guide to studying in Ireland from India: one-year master’s, fees, the €10,000 funds rule, the study visa and Stamp 2, work rights and up to two years on Stamp 1G after graduation.',
    tags: ['ireland', 'study-abroad', 'masters', 'stamp-1g'],
    publishedOn: '2025-07-21',
    trendingRank: 33,
    body: [
      p(
        'Ireland is an English-speaking EU country with one-year master’s programmes and the European headquarters of companies such as Google, Meta, Apple, Microsoft, Intel and Pfizer. For Indian students the appeal is a short, affordable master’s followed by up to two years of work rights. The main challenge is housing: Dublin rents are among the highest in Europe.',
      ),
      h2('Why Indian students choose Ireland'),
      ul(
        'Most taught master’s take one year, which saves a year of living costs compared with a two-year degree.',
        'Trinity College Dublin is 75th and University College Dublin 118th in the QS World University Rankings 2026.',
        'Students can work 20 hours a week in term and 40 hours a week in the official holidays.',
        'Master’s graduates can stay up to 24 months on Stamp 1G to work full-time.',
        'Ireland is in the EU, and its tech, pharma and finance sectors hire international graduates.',
      ),
      h2('Universities and courses'),
      p(
        'Higher education includes traditional universities, technological universities (such as TU Dublin and Munster Technological University) and private colleges. Qualifications follow the National Framework of Qualifications: an honours bachelor’s is Level 8 (usually four years) and a taught master’s is Level 9 (usually one year). The academic year runs from September to May.',
      ),
      p(
        'Indian students mostly choose data analytics, computer science, business analytics, finance and fintech, pharmaceutical sciences and engineering, in Dublin, Cork, Galway and Limerick. Compare institutions on our [Irish universities](/ireland/universities) page, which also links to our Ireland country guide.',
      ),
      warn(
        'Your course must be on the Interim List of Eligible Programmes (ILEP) for you to get a study visa and Stamp 2 permission. Check the ILEP before you pay any deposit, whatever a college’s marketing says.',
      ),
      h2('What it costs'),
      table(
        'Typical costs for an Indian student in Ireland',
        ['Item', 'EUR', 'Approx. ₹'],
        ['Taught master’s (one year), non-EU fee', '12,000–30,000', '₹12.4–30.9 lakh'],
        ['Bachelor’s, per year', '11,000–25,000', '₹11.3–25.8 lakh'],
        ['MBA (usually one year), total', '20,000–40,000', '₹20.6–41.2 lakh'],
        ['Living costs in Dublin, per month', '1,300–1,800', '₹1.34–1.85 lakh'],
        ['Funds to show for immigration (living costs, first year)', '10,000', '₹10.3 lakh'],
      ),
      p(
        'Read [cost of studying in Ireland](/articles/cost-of-studying-in-ireland) and [cost of living in Ireland](/articles/cost-of-living-in-ireland) for the full breakdown.',
      ),
      h2('Entry requirements'),
      table(
        'What Irish universities usually ask Indian applicants for',
        ['Requirement', 'Typical expectation'],
        ['Master’s', 'A relevant bachelor’s, commonly 60% or above (higher for top programmes)'],
        ['Bachelor’s', 'Strong Class 12 marks, with subject requirements'],
        ['English', 'IELTS Academic 6.0–6.5 overall, or an equivalent TOEFL, PTE or Duolingo score'],
        ['Supporting documents', 'Statement of purpose, CV, two references and transcripts'],
      ),
      p(
        'Check your readiness with our [IELTS](/exam/ielts) pages; many Irish universities also accept the Duolingo English Test.',
      ),
      h2('Life in Ireland'),
      p(
        'Irish universities are compact and student-focused, with small master’s classes, active societies and strong careers services. There is a growing Indian community in Dublin, Cork and Galway, with Indian grocery stores and temples in the main cities. The weather is mild but wet, and daylight is short in winter, so plan for rain gear rather than heavy winter clothing. Public transport is good inside Dublin and between the main cities, and most students live without a car.',
      ),
      h2('Visa and arrival'),
      p(
        'Indian students apply for a long-stay (D) study visa, fee €60, with proof that tuition has been paid and at least €10,000 for living costs. After arrival you register with immigration, receive Stamp 2 and pay €300 for your Irish Residence Permit (IRP) card. Our [Ireland student visa](/articles/ireland-student-visa) guide explains each step.',
      ),
      h2('Work and careers'),
      p(
        'On Stamp 2 you can work 20 hours a week in term and 40 hours a week from June to September and from 15 December to 15 January. The national minimum wage is €14.15 an hour from January 2026. After a Level 9 master’s, the Third Level Graduate Programme (Stamp 1G) gives up to 24 months to work full-time or look for work. See [post-study work in Ireland](/articles/post-study-work-visa-ireland).',
      ),
      tip(
        'Apply for university accommodation the day you accept your offer. In Dublin, students who leave housing until August often end up commuting from far outside the city.',
      ),
    ],
    faqs: faqs(
      [
        'Is Ireland good for Indian students?',
        'Yes, especially for a one-year master’s in tech, data, pharma or finance. Fees are moderate, you can work 20 hours a week, and Stamp 1G gives up to two years after a master’s. Housing in Dublin is the biggest difficulty.',
      ],
      [
        'How much does it cost to study in Ireland from India?',
        'A one-year master’s usually costs €12,000–30,000 in fees plus €1,300–1,800 a month to live in Dublin; in total roughly ₹25–50 lakh.',
      ],
      [
        'Can I study in Ireland without IELTS?',
        'Some universities accept TOEFL, PTE or Duolingo instead, and a few consider English-medium education, but most Indian applicants submit IELTS 6.0–6.5.',
      ],
      [
        'Can I bring my family on an Irish student visa?',
        'Generally not. Most students cannot bring a spouse or children on Stamp 2; family members need their own permission.',
      ],
    ),
  },
  {
    ...common,
    slug: 'ireland-student-visa',
    category: 'study-in-ireland',
    title: 'Ireland Student Visa for Indians: Documents, €10,000 Funds, Fee, Stamp 2 and IRP',
    summary:
      'How to get an Irish study visa from India: the ILEP rule, tuition payment, €10,000 proof of funds, the €60 fee, processing times, and registering for Stamp 2 and the €300 IRP card on arrival.',
    tags: ['ireland', 'student-visa', 'stamp-2', 'proof-of-funds'],
    publishedOn: '2025-08-25',
    trendingRank: 37,
    body: [
      p(
        'Indian citizens need a long-stay (D) study visa to enter Ireland for a full-time course, and then register with immigration to get Stamp 2 student permission. Most refusals come from unclear finances, so the heart of a strong application is a well-documented source of funds.',
      ),
      h2('Key facts'),
      table(
        'Irish study visa at a glance',
        ['Item', 'Detail'],
        ['Visa', 'Long-stay (D) study visa, then Stamp 2 permission'],
        ['Visa fee', '€60 single entry (about ₹6,200)'],
        ['Funds for living costs', 'At least €10,000 for the first year, on top of tuition'],
        ['Tuition', 'Paid in full or the amount the rules require before you apply'],
        ['Processing', 'Typically 4–8 weeks; apply up to three months before travel'],
        ['On arrival', 'Register with immigration and pay €300 for the IRP card'],
      ),
      h2('Documents checklist'),
      ol(
        'Online application summary, signed, with the visa fee receipt',
        'Valid passport and two passport photos',
        'Letter of acceptance for a full-time course on the Interim List of Eligible Programmes (ILEP)',
        'Evidence that tuition fees have been paid',
        'Bank statements covering six months, an education loan sanction letter or sponsor documents, with the source of funds explained',
        'Private medical insurance',
        'English test score and academic certificates; explanation of any gaps in education',
        'A cover letter setting out your study plans and intention to leave Ireland when your permission ends',
      ),
      p(
        'See our [documents checklist](/articles/documents-required-to-study-abroad) for papers common to every destination.',
      ),
      h2('Proof of funds'),
      p(
        'You must show immediate access to at least €10,000 (about ₹10.3 lakh) for living costs, in addition to your tuition. The money should be in your account or your sponsor’s with a steady history; a sudden large deposit needs an explanation and evidence. Education loans from recognised banks are accepted. Use our [education loan calculator](/calculator/education-loan) to plan.',
      ),
      tip(
        'Write a short cover letter that traces each large sum in your bank statements: salary, sale of property, fixed deposit maturity, loan disbursement. Immigration officers refuse cases where the source of money is unclear.',
      ),
      h2('Step by step'),
      ol(
        'Accept your offer and pay the tuition fee or deposit the university asks for.',
        'Arrange medical insurance and gather your bank documents.',
        'Fill in the online visa application and print the summary.',
        'Pay the fee and submit your documents and biometrics at the visa application centre.',
        'Wait for the decision, usually 4–8 weeks.',
        'Travel, then book your immigration registration appointment (in Dublin through the online system, elsewhere at the local immigration office).',
        'Pay €300 and receive your IRP card showing Stamp 2.',
      ),
      h2('Registering after you arrive'),
      p(
        'Within 90 days of arrival, and before you start working, you must register with immigration. In Dublin you book an appointment through the online registration system; outside Dublin you register at your local immigration office. Bring:',
      ),
      ul(
        'Your passport with the visa and the entry stamp',
        'A current letter from your college confirming your full-time course, its duration and the fees paid',
        'Evidence of private medical insurance',
        'Evidence of funds in an Irish or Indian account, such as a recent bank statement or forex card statement',
        'The €300 registration fee, paid by card',
      ),
      p(
        'Your IRP card arrives by post a few weeks later; keep it with you when you travel and renew it before it expires.',
      ),
      h2('Stamp 2 conditions'),
      ul(
        'Attend a full-time course and make progress; permission is renewed each year on that basis.',
        'Work up to 20 hours a week in term and 40 hours in the official holidays.',
        'Keep medical insurance throughout your stay.',
        'Time on Stamp 2 for degree courses is capped (seven years in total), and it does not count towards citizenship.',
      ),
      warn(
        'If your visa is refused you can appeal within two months, in writing, addressing each reason given. A new application with the same weaknesses usually fails again.',
      ),
      p(
        'For costs, read [cost of studying in Ireland](/articles/cost-of-studying-in-ireland); for interview-style questions that sometimes come up, see our [student visa interview tips](/articles/student-visa-interview-tips).',
      ),
    ],
    faqs: faqs(
      [
        'How much bank balance is needed for an Ireland student visa?',
        'At least €10,000 (about ₹10.3 lakh) for living costs for the first year, plus the tuition fees, which are usually paid before you apply.',
      ],
      [
        'What is the Ireland student visa fee for Indians?',
        '€60 for a single-entry visa, plus the visa centre’s service charge. After arrival the IRP registration costs €300.',
      ],
      [
        'How long does the Irish study visa take?',
        'Typically 4–8 weeks from when your documents are received. Apply up to three months before you travel.',
      ],
      [
        'What is Stamp 2 in Ireland?',
        'Stamp 2 is the immigration permission for full-time students on ILEP courses. It allows study and part-time work of 20 hours a week in term and 40 in the holidays.',
      ],
    ),
  },
  {
    ...common,
    slug: 'cost-of-studying-in-ireland',
    category: 'cost-of-study',
    title: 'Cost of Studying in Ireland for Indian Students: Fees, Visa, Insurance and Total Budget',
    summary:
      'The full cost of studying in Ireland from India: non-EU tuition by level, the visa and IRP fees, insurance, flights and living costs, in euros and rupees, with a one-year master’s total.',
    tags: ['ireland', 'cost-of-study', 'tuition-fees', 'budget'],
    publishedOn: '2025-09-29',
    body: [
      p(
        'Ireland’s biggest cost advantage is time: a taught master’s usually takes one year. This guide adds up tuition, one-time fees and living costs for an Indian student at about ₹103 per euro, so you can compare it fairly with two-year master’s elsewhere.',
      ),
      h2('Tuition fees'),
      table(
        'Non-EU tuition at Irish institutions',
        ['Level', 'EUR', 'Approx. ₹'],
        ['Taught master’s (usually one year)', '12,000–30,000 a year', '₹12.4–30.9 lakh'],
        ['Bachelor’s (medicine costs much more)', '11,000–25,000 a year', '₹11.3–25.8 lakh'],
        ['MBA (usually one year), total', '20,000–40,000', '₹20.6–41.2 lakh'],
      ),
      p(
        'Business and computing master’s at Trinity and UCD sit at the top of the range; technological universities and universities outside Dublin usually charge less. Fees are set per programme, so check the exact figure on the course page.',
      ),
      h2('One-time and fixed costs'),
      table(
        'Costs before and on arrival',
        ['Item', 'EUR', 'Approx. ₹'],
        ['Study visa (single entry)', '60', '₹6,200'],
        ['Irish Residence Permit (IRP)', '300', '₹30,900'],
        ['Private medical insurance, per year', 'About 180–600', '₹18,500–62,000'],
        ['IELTS Academic', '—', '₹18,000'],
        ['Flight to Dublin, one way', '—', 'About ₹40,000–55,000'],
        ['Rent deposit (usually one month)', '600–1,300', '₹62,000–1.34 lakh'],
      ),
      h2('Living costs'),
      p(
        'Immigration asks you to show at least €10,000 for living costs in the first year, but most students in Dublin spend €1,300–1,800 a month (₹1.34–1.85 lakh). Cork, Galway and Limerick are a little cheaper. See [cost of living in Ireland](/articles/cost-of-living-in-ireland).',
      ),
      h2('Total for a one-year master’s in Dublin'),
      table(
        'Estimated total for a one-year master’s',
        ['Item', 'EUR', 'Approx. ₹'],
        ['Tuition (mid-range)', '20,000', '₹20.6 lakh'],
        ['Living costs (12 months × about €1,550)', '18,600', '₹19.2 lakh'],
        ['Visa, IRP and insurance', 'About 800', '₹0.8 lakh'],
        ['Flights, deposit and setting up', 'About 2,000', '₹2.1 lakh'],
        ['Total', 'About 41,400', 'About ₹43 lakh'],
      ),
      p(
        'Part-time work at the €14.15 minimum wage (from January 2026) for 20 hours a week can earn around €1,200 a month before tax once you find a job, which can cover a good share of living costs. Run your own numbers in our [expense calculator](/expense-calculator).',
      ),
      h2('Dublin and Cork compared'),
      table(
        'Estimated one-year master’s totals in two cities',
        ['Item', 'Dublin (EUR)', 'Cork (EUR)'],
        ['Tuition (mid-range)', '20,000', '18,000'],
        ['Living costs for 12 months', '15,600–21,600', '13,200–18,000'],
        ['Visa, IRP, insurance, flights and setting up', 'About 2,800', 'About 2,800'],
        ['Approx. total', '€38,400–44,400 (₹40–46 lakh)', '€34,000–38,800 (₹35–40 lakh)'],
      ),
      p(
        'The Cork figures assume lower rent than Dublin; tuition at Cork and other universities outside Dublin is often, but not always, slightly lower. Compare the exact programme fee rather than assuming a city discount.',
      ),
      h2('Paying fees from India'),
      p(
        'Irish universities invoice in euros and usually ask for a deposit to hold your place and the balance before registration. Send money through your bank or a licensed forex provider under the Liberalised Remittance Scheme. Since 1 April 2025 there is no tax collected at source on education remittances financed by a loan from a recognised lender; remittances from your own money attract 5% TCS only above ₹10 lakh a year, and you can claim it back against income tax. A 5% fall in the rupee against the euro adds about ₹1 lakh to a €20,000 fee, so keep a margin in your budget.',
      ),
      h2('Ways to reduce the cost'),
      ul(
        'Apply for the Government of Ireland International Education Scholarship and university merit awards; see [scholarships in Ireland](/articles/scholarships-in-ireland).',
        'Pay tuition early: some universities give a discount for early payment or early acceptance.',
        'Consider Cork, Galway or Limerick for lower rent.',
        'Plan the loan properly with our [education loan guide](/articles/education-loan-for-study-abroad).',
      ),
      tip(
        'Most Irish universities ask for a non-refundable deposit to hold your place. Confirm the refund rules if your visa is refused before you pay the rest of the fee.',
      ),
    ],
    faqs: faqs(
      [
        'How much does a master’s in Ireland cost for Indian students?',
        'Tuition is usually €12,000–30,000 (₹12.4–30.9 lakh) for a one-year master’s. With living costs in Dublin, a typical total is around ₹40–50 lakh.',
      ],
      [
        'Is Ireland cheaper than the UK for Indian students?',
        'Fees and the length of a master’s are broadly similar. Ireland’s visa costs are much lower because there is no health surcharge, but Dublin rents are among the highest in Europe, so compare the two city by city.',
      ],
      [
        'Do I have to pay tuition before applying for the Irish visa?',
        'Yes, usually in full or the amount the immigration rules require, and you include the receipt with your visa application.',
      ],
      [
        'Is a master’s in Ireland really one year?',
        'Most taught master’s (Level 9) in Ireland last 12 months, from September to the following August or September, which keeps living costs to a single year.',
      ],
    ),
  },
  {
    ...common,
    slug: 'cost-of-living-in-ireland',
    category: 'cost-of-study',
    title: 'Cost of Living in Ireland for Indian Students: Dublin, Cork and Galway Compared',
    summary:
      'Monthly living costs for students in Ireland: rent, food, the student Leap Card, insurance and bills, with tips for finding housing in Dublin and other cities.',
    tags: ['ireland', 'cost-of-living', 'accommodation', 'budget'],
    publishedOn: '2025-10-02',
    body: [
      p(
        'Housing decides almost everything about your budget in Ireland. Dublin has a serious shortage of rental accommodation, university residences fill months ahead, and a room can cost twice what it would in a smaller city. This guide sets out realistic monthly costs and how to manage them.',
      ),
      h2('Monthly costs by item'),
      table(
        'Typical monthly costs for a student',
        ['Item', 'EUR per month', 'Approx. ₹ per month'],
        ['Rent (room in shared housing or student residence)', '600–1,300', '₹62,000–1.34 lakh'],
        ['Food and groceries', '250–400', '₹25,800–41,200'],
        ['Public transport (student Leap Card)', '50–100', '₹5,200–10,300'],
        ['Private medical insurance', '15–50', '₹1,500–5,200'],
        ['Phone, internet and utilities', '50–120', '₹5,200–12,400'],
      ),
      p(
        'Most students in Dublin spend €1,300–1,800 a month. The €10,000 you show for immigration is a minimum and will not cover a full year in Dublin on its own.',
      ),
      h2('Dublin versus other cities'),
      table(
        'How the main student cities compare',
        ['City', 'Rent', 'Notes'],
        ['Dublin', 'Highest; often €900–1,300 for a room', 'Most jobs; longest commutes if you live far out'],
        ['Cork', 'Lower than Dublin', 'Strong pharma and tech employers'],
        ['Galway', 'Lower than Dublin, but very tight supply', 'Medical devices hub; small city'],
        ['Limerick', 'Among the lower rents', 'Good value; growing tech sector'],
      ),
      h2('Finding accommodation'),
      h3('University residences'),
      p(
        'Secure and close to campus, with bills included, but limited for postgraduates. Apply as soon as you accept your offer.',
      ),
      h3('Purpose-built student accommodation'),
      p(
        'Private blocks near campuses, usually let for the academic year. Expensive per room but easier to book from India.',
      ),
      h3('Shared houses and digs'),
      p(
        'Renting a room in a shared house or living with a family (“digs”) is cheaper. Search on Daft.ie and university accommodation boards once you are in Ireland or can view rooms by video with a verified landlord.',
      ),
      warn(
        'Rental scams are common in Dublin: never send a deposit for a room you have not seen or cannot verify, and be suspicious of owners who say they are abroad. Private landlords must register tenancies with the Residential Tenancies Board.',
      ),
      h2('Your first month'),
      p(
        'Setting up costs more than a normal month. Expect to pay for two or three weeks of short-term accommodation, a deposit of usually one month’s rent plus the first month in advance, bedding and kitchen items, a SIM card and a Leap Card. Arrive with €2,500–3,500 (about ₹2.6–3.6 lakh) accessible from day one, in addition to your tuition, and do not count on wages in the first month.',
      ),
      p(
        'If you arrive in late August, expect the most competition for rooms. Arriving a week or two before orientation gives you time to view rooms in person and avoid paying for something you have not seen.',
      ),
      h2('Household bills'),
      ul(
        'Electricity and gas are usually shared between housemates and billed every one or two months; winter bills are higher.',
        'Broadband is normally one contract per house, shared by everyone.',
        'Bin collection is charged by private operators in many areas and may be included in your rent or billed separately.',
        'Ask the landlord which bills are included before you sign, and put it in writing.',
      ),
      tip(
        'Check the Building Energy Rating (BER) of a house before you rent: older, poorly insulated houses can double your heating bill in winter.',
      ),
      h2('Saving money'),
      ul(
        'Get a student Leap Card for reduced fares on buses, Luas and DART.',
        'Shop at Lidl, Aldi and Indian grocery stores and cook at home.',
        'Share a house with other students a little further from the city centre on a good transport line.',
        'Take part-time work once settled: 20 hours a week at the €14.15 minimum wage (from January 2026) earns about €1,200 a month before tax. See [part-time jobs in Ireland](/articles/part-time-jobs-in-ireland).',
      ),
      tip(
        'Book two to three weeks of short-term accommodation for your arrival, then look for a longer let in person. Landlords in Ireland often prefer tenants they have met.',
      ),
      p(
        'For tuition and one-time costs, read [cost of studying in Ireland](/articles/cost-of-studying-in-ireland) or compare cities with our [expense calculator](/expense-calculator).',
      ),
    ],
    faqs: faqs(
      [
        'How much does it cost to live in Dublin as a student?',
        'About €1,300–1,800 a month (₹1.34–1.85 lakh), most of it rent. Cork, Galway and Limerick are a little cheaper.',
      ],
      [
        'Is €10,000 enough to live in Ireland for a year?',
        'Not in Dublin. It is the immigration minimum; a realistic Dublin budget is €15,000–21,000 a year.',
      ],
      [
        'Where do students find rooms in Ireland?',
        'University residences, purpose-built student accommodation, Daft.ie and university accommodation boards. Start as soon as you accept your offer.',
      ],
      [
        'Which bills are included in Irish student rents?',
        'It varies. Student residences usually include bills; private rooms often exclude electricity, gas, broadband and bin charges, which housemates share. Confirm in writing before signing.',
      ],
    ),
  },
  {
    ...common,
    slug: 'scholarships-in-ireland',
    category: 'scholarships',
    title: 'Scholarships in Ireland for Indian Students: Government of Ireland and University Awards',
    summary:
      'Scholarships Indian students can get in Ireland: the Government of Ireland International Education Scholarship, university merit awards, research funding and how to apply.',
    tags: ['ireland', 'scholarships', 'masters', 'phd'],
    publishedOn: '2025-11-17',
    body: [
      p(
        'Irish scholarships for Indian students fall into three groups: one national government scholarship, merit awards from each university, and funded research places. Most taught master’s scholarships reduce tuition rather than pay it in full, so treat them as a way to cut your costs, not to fund your whole year.',
      ),
      h2('The main options'),
      table(
        'Scholarships open to Indian students in Ireland',
        ['Scholarship', 'Level', 'Usual value', 'How to apply'],
        [
          'Government of Ireland International Education Scholarship (GOI-IES)',
          'Master’s, postgraduate diploma and PhD (one year of study)',
          '€10,000 stipend and a full tuition waiver for one year',
          'Online application to the Higher Education Authority with an offer in hand; the call usually opens in January–February',
        ],
        [
          'University merit scholarships',
          'Mostly master’s',
          'Partial fee reductions, often a few thousand euros',
          'Often automatic with your application; some need a short essay',
        ],
        [
          'Research Ireland and university PhD funding',
          'PhD and research master’s',
          'Tuition and a living stipend',
          'Apply for funded projects or with a supervisor',
        ],
      ),
      h2('Government of Ireland International Education Scholarship'),
      p(
        'Funded by the Irish government with the higher education institutions and managed by the Higher Education Authority, GOI-IES offers around 60 scholarships a year to high-achieving students from outside the EU/EEA, Switzerland and the UK, including India. Each award pays a €10,000 stipend, and the host institution waives tuition, for one year of full-time study at master’s, postgraduate diploma or PhD level. You must hold a conditional or final offer from an eligible Irish institution when you apply; read the current call for its exact conditions and deadline.',
      ),
      tip(
        'GOI-IES rewards a clear story: why Ireland, why this programme, and what you will do with it. Apply to your university early enough to hold an offer when the scholarship call opens.',
      ),
      h2('University scholarships'),
      p(
        'Trinity College Dublin, University College Dublin, University of Galway, University College Cork, the University of Limerick and others run merit awards for international students, usually a fixed fee reduction for the first year of a master’s. Some are automatic; others ask for a short statement. Deadlines are often earlier than the admission deadline, so check each university’s international scholarships page as soon as you shortlist.',
      ),
      h2('Research funding'),
      p(
        'PhD students in Ireland are often funded through Research Ireland programmes, university scholarships or a supervisor’s research grant, which typically cover fees and a stipend. Contact potential supervisors with a focused proposal, and watch university job boards where funded PhD projects are advertised.',
      ),
      warn(
        'Be cautious of “scholarships” that are simply a discount offered by a private college to everyone who enrols. Compare the fee after the discount with other institutions and check that the course is on the ILEP.',
      ),
      h2('What a scholarship does to your budget'),
      table(
        'A €20,000 one-year master’s in Dublin with and without an award',
        ['Scenario', 'Tuition', 'Living costs covered', 'Amount to fund yourself'],
        ['No scholarship', '€20,000', 'None', 'About €38,000–44,000'],
        ['University award of €3,000', '€17,000', 'None', 'About €35,000–41,000'],
        ['GOI-IES (fee waiver and €10,000 stipend)', '€0', '€10,000', 'About €8,400–14,400'],
      ),
      p(
        'Living costs in the table use the Dublin range of €1,300–1,800 a month plus about €2,800 of visa, insurance, travel and set-up costs.',
      ),
      p(
        'Even a partial award matters in Ireland because most master’s programmes last one year: every euro saved comes off the single year you need to finance, and a smaller loan means a shorter repayment period once you start working.',
      ),
      h2('How to improve your chances'),
      ol(
        'Apply early: many merit awards go to applicants who accept offers first.',
        'Keep a strong academic record and show it clearly; convert it with our [CGPA to GPA calculator](/cgpa-to-gpa-calculator).',
        'Write a focused statement of purpose; our [SOP guide](/articles/how-to-write-an-sop) shows how.',
        'Add evidence of leadership, projects and community work.',
      ),
      p(
        'Scholarships rarely cover all your costs, so read [cost of studying in Ireland](/articles/cost-of-studying-in-ireland) and plan the rest with an [education loan](/articles/education-loan-for-study-abroad).',
      ),
    ],
    faqs: faqs(
      [
        'Are there fully funded scholarships in Ireland for Indian students?',
        'The Government of Ireland International Education Scholarship comes closest for taught study, with a full tuition waiver and a €10,000 stipend for one year. Funded PhD places also cover fees and living costs.',
      ],
      [
        'When does the Government of Ireland scholarship open?',
        'The call usually opens in January or February and closes in March, for study starting that September or October (the 2026 call opened on 29 January 2026). You need a conditional or final offer from an Irish institution when you apply.',
      ],
      [
        'Do Irish universities give scholarships automatically?',
        'Some merit awards are assessed automatically from your application; others need a separate form or essay. Check each university’s scholarship page.',
      ],
      [
        'Can I combine scholarships in Ireland?',
        'Sometimes. University awards can often be combined with external funding, but the Government of Ireland scholarship already waives the full fee, so a fee reduction would not apply on top of it.',
      ],
    ),
  },
  {
    ...common,
    slug: 'part-time-jobs-in-ireland',
    category: 'jobs-and-salary',
    title: 'Part-Time Jobs in Ireland for Indian Students: Stamp 2 Hours, Pay and PPS Number',
    summary:
      'How many hours students can work in Ireland on Stamp 2, the €14.15 minimum wage, common student jobs, getting a PPS number and paying the right tax.',
    tags: ['ireland', 'part-time-jobs', 'work-rights', 'stamp-2'],
    publishedOn: '2025-12-08',
    body: [
      p(
        'Students on Stamp 2 can work part-time in Ireland, and with a minimum wage of €14.15 an hour from January 2026 a steady job covers a real share of living costs. Here are the rules, the paperwork and the jobs Indian students typically find.',
      ),
      h2('Work hours on Stamp 2'),
      table(
        'When and how much you can work',
        ['Period', 'Limit'],
        ['During term', 'Up to 20 hours a week'],
        ['June, July, August and September', 'Up to 40 hours a week'],
        ['15 December to 15 January', 'Up to 40 hours a week'],
        ['Self-employment (including app-based riding as a contractor)', 'Not allowed'],
      ),
      p(
        'These rights apply only to students on full-time courses on the Interim List of Eligible Programmes and end when your Stamp 2 permission expires.',
      ),
      h2('What you can earn'),
      p(
        'At €14.15 an hour (about ₹1,460), 20 hours a week earns around €283 a week, or about €1,200 a month, before tax. Full-time work in the holidays can add significantly. Many employers in hospitality and retail pay above the minimum, and Sunday work often carries a premium.',
      ),
      table(
        'Common part-time jobs for students',
        ['Job', 'Where', 'Notes'],
        [
          'Retail assistant',
          'Supermarkets and high-street chains',
          'Flexible shifts; Christmas hiring peaks in November',
        ],
        ['Hospitality', 'Cafés, restaurants, hotels', 'Tips are extra; evening and weekend work'],
        ['Warehouse and logistics', 'Distribution centres around Dublin', 'Shift work, often via agencies'],
        ['Campus jobs', 'University services, libraries, events', 'Fit around classes'],
        ['Healthcare assistant', 'Nursing homes and care providers', 'Usually needs a short QQI course'],
      ),
      h2('Before you start'),
      ol(
        'Register with immigration and get your IRP card.',
        'Apply for a Personal Public Service (PPS) number through MyWelfare; you need a job offer or other reason and proof of address.',
        'Open an Irish bank account for your wages.',
        'Register your job with Revenue through myAccount so you are not charged emergency tax.',
      ),
      tip(
        'Register each new job on Revenue’s myAccount as soon as you start. If you pay too much tax during the year, you can claim it back at the end of the year.',
      ),
      warn(
        'Working more than 20 hours a week during term breaks your Stamp 2 conditions and can prevent your permission being renewed. Keep your payslips: immigration may ask for them.',
      ),
      h2('Tax on a student wage'),
      p(
        'Employees in Ireland pay income tax, the Universal Social Charge (USC) and PRSI through payroll. For most part-time students the amounts are small: tax credits cover income tax on modest earnings, USC is not charged if your total yearly income is €13,000 or less, and PRSI is not charged on weekly earnings of €352 or less. The key is to register each job with Revenue so your credits are applied; otherwise you pay emergency tax until it is sorted out.',
      ),
      p(
        'Holiday periods are the time to earn: full-time work from June to September can cover several months of living costs. Taxes on that income are reconciled at the end of the year, and you can claim back any overpayment through Revenue’s myAccount.',
      ),
      h2('Finding work'),
      ul(
        'Prepare a one-page Irish-style CV with your availability clearly stated.',
        'Use your university careers service, job boards and LinkedIn; hand in CVs locally.',
        'Start looking soon after arrival; October and November are good months for retail hiring.',
        'Look for internships in your field in the summer; they help more with a graduate job than casual work.',
      ),
      p(
        'Part-time work helps with living costs, not tuition; plan your budget with [cost of living in Ireland](/articles/cost-of-living-in-ireland). For work after graduation, read [post-study work in Ireland](/articles/post-study-work-visa-ireland).',
      ),
    ],
    faqs: faqs(
      [
        'How many hours can international students work in Ireland?',
        '20 hours a week during term and 40 hours a week in June to September and from 15 December to 15 January.',
      ],
      [
        'What is the minimum wage in Ireland for students?',
        '€14.15 an hour from January 2026. It applies to adult students in part-time jobs.',
      ],
      [
        'Do I need a PPS number to work in Ireland?',
        'Yes. Your employer needs your PPS number to pay you through the tax system; without it you are taxed at the emergency rate.',
      ],
      [
        'Can I work as a delivery rider on Stamp 2?',
        'Not as a self-employed contractor, which is how most app-based delivery work is set up. Stamp 2 allows employment only.',
      ],
      [
        'Do students pay tax on part-time jobs in Ireland?',
        'Yes, through payroll, but on modest earnings the amounts are small: tax credits cover income tax, USC does not apply to income of €13,000 a year or less, and PRSI does not apply to weekly earnings of €352 or less.',
      ],
    ),
  },
  {
    ...common,
    slug: 'post-study-work-visa-ireland',
    category: 'jobs-and-salary',
    title: 'Post-Study Work Visa in Ireland: Stamp 1G for Indian Graduates and What Comes Next',
    summary:
      'The Third Level Graduate Programme (Stamp 1G): 12 months after a Level 8 degree, up to 24 months after a master’s, how to apply, and moving to a Critical Skills or General Employment Permit and Stamp 4.',
    tags: ['ireland', 'post-study-work', 'stamp-1g', 'careers'],
    publishedOn: '2026-01-26',
    body: [
      p(
        'After graduating in Ireland, non-EU students can stay to work or look for work under the Third Level Graduate Programme, which gives Stamp 1G permission. It is the bridge between your degree and an employment permit, and for master’s graduates it lasts up to two years.',
      ),
      h2('How long you can stay'),
      table(
        'Stamp 1G permission by qualification',
        ['Qualification from an Irish institution', 'Stamp 1G'],
        ['Level 8 honours bachelor’s', '12 months'],
        ['Level 9 master’s or higher', 'Up to 24 months (granted as 12 months, then renewed for 12 more)'],
      ),
      h2('Eligibility'),
      ul(
        'You held Stamp 2 permission for your studies in Ireland.',
        'You received your final results from an Irish awarding body for a qualification at Level 8 or above.',
        'You apply within six months of receiving your results, before your Stamp 2 expires.',
        'You have not exceeded the overall time limits on student and graduate permission.',
      ),
      h2('What you can do on Stamp 1G'),
      ul(
        'Work full-time (up to 40 hours a week) for any employer without an employment permit.',
        'Look for a graduate job that qualifies for an employment permit.',
        'You cannot start a business or be self-employed, and family members do not get permission through you.',
      ),
      tip(
        'Book your immigration appointment for Stamp 1G as soon as your results are published. You need the official results letter from your university and your current IRP card.',
      ),
      h2('From Stamp 1G to an employment permit'),
      table(
        'Main employment permits for graduates',
        ['Permit', 'Who it suits', 'Long-term route'],
        [
          'Critical Skills Employment Permit',
          'Jobs on the Critical Skills Occupations List (many IT, engineering, data and science roles) above the salary threshold',
          'Stamp 4 after two years, which allows work without a permit',
        ],
        [
          'General Employment Permit',
          'Other eligible jobs above a lower threshold; a labour-market test usually applies',
          'Stamp 4 after five years of employment permits',
        ],
      ),
      p(
        'Salary thresholds for both permits are set by the Department of Enterprise, Tourism and Employment and reviewed periodically, so check the current figures before you negotiate an offer. Your employer applies for the permit, and you move from Stamp 1G once it is granted.',
      ),
      warn(
        'Stamp 1G time runs out whether or not you have a job. Start applying for graduate roles in your final semester; many large employers in Ireland run graduate programmes with autumn deadlines.',
      ),
      h2('Applying for Stamp 1G step by step'),
      ol(
        'Wait for your final results to be published by your university.',
        'Collect the official letter confirming your award and its NFQ level.',
        'Book an immigration appointment (online in Dublin, at your local office elsewhere) before your Stamp 2 expires.',
        'Bring your passport, current IRP card, the results letter and proof of medical insurance, and pay the €300 registration fee.',
        'Receive a new IRP card showing Stamp 1G; for master’s graduates, renew it after the first 12 months.',
      ),
      p(
        'Keep your IRP card valid throughout. If your Stamp 1G ends while an employer is still applying for your permit, you generally cannot keep working, so start permit-eligible job hunting well before the end of your first year on Stamp 1G.',
      ),
      h2('Job market for Indian graduates'),
      p(
        'Ireland’s tech sector, pharmaceutical and medical-device manufacturers and financial services firms hire international graduates, especially in data, software, cloud, cybersecurity, finance and quality roles. Dublin has the most openings; Cork, Galway and Limerick have strong pharma and med-tech clusters.',
      ),
      p(
        'For jobs during your studies, see [part-time jobs in Ireland](/articles/part-time-jobs-in-ireland); for the overall picture, read [study in Ireland](/articles/study-in-ireland) and our [Ireland page](/ireland).',
      ),
    ],
    faqs: faqs(
      [
        'How long is the post-study work visa in Ireland?',
        'Stamp 1G gives 12 months after a Level 8 honours bachelor’s and up to 24 months after a Level 9 master’s or higher.',
      ],
      [
        'Can I work full-time on Stamp 1G?',
        'Yes, for any employer, without an employment permit. Self-employment is not allowed.',
      ],
      [
        'How do I get permanent residence in Ireland after studying?',
        'Move from Stamp 1G to a Critical Skills Employment Permit; after two years you can apply for Stamp 4, which lets you live and work without a permit and can lead towards citizenship.',
      ],
      [
        'When must I apply for Stamp 1G?',
        'Within six months of receiving your final results, and before your Stamp 2 expires.',
      ],
      [
        'Can my spouse join me on Stamp 1G?',
        'No. Stamp 1G does not give family members a right to join you. Once you hold a Critical Skills Employment Permit, immediate family can usually join you straight away.',
      ],
    ),
  },
  {
    ...common,
    slug: 'intakes-in-ireland',
    category: 'study-in-ireland',
    title: 'Intakes in Ireland 2027: September and January Intakes for Indian Students',
    summary:
      'Ireland’s September and January–February intakes: when to apply, how rolling admissions work, visa timing and a month-by-month plan for Indian students.',
    tags: ['ireland', 'intakes', 'admissions', 'deadlines'],
    publishedOn: '2026-02-02',
    body: [
      p(
        'Ireland has one main intake, in September, and a smaller January–February intake offered by some universities for a limited range of courses. Many Irish universities admit on a rolling basis, so applying early improves your chances of a place, a scholarship and a room.',
      ),
      h2('The intakes at a glance'),
      table(
        'Irish intakes',
        ['Intake', 'Classes start', 'Apply', 'Course choice'],
        [
          'September 2027',
          'September',
          'October 2026 to May 2027; popular master’s often fill by March–April',
          'Almost all programmes',
        ],
        [
          'January/February',
          'January–February',
          'By October–November of the previous year',
          'Limited: some business, computing and data programmes',
        ],
      ),
      h2('September or January?'),
      table(
        'Comparing the intakes',
        ['Factor', 'September', 'January–February'],
        ['Courses', 'Almost all', 'A limited selection'],
        ['Scholarships', 'Most, including GOI-IES', 'Fewer'],
        [
          'Fits Indian graduation',
          'Yes, with a few months’ gap after May–June results',
          'Needs a longer gap or early results',
        ],
        [
          'Summer job period (40 hours)',
          'Comes at the end of the course year',
          'Falls in the middle of the course',
        ],
        ['Housing', 'Very competitive in August–September', 'Slightly easier'],
      ),
      p(
        'For the same question across countries, read [fall vs spring intake](/articles/fall-vs-spring-intake).',
      ),
      h2('Month-by-month plan for September 2027'),
      ol(
        'September–November 2026: shortlist courses and check each is on the ILEP; take IELTS.',
        'October 2026–January 2027: apply early; many programmes admit on a rolling basis.',
        'November 2026–March 2027: apply for university awards, and for GOI-IES when its call opens (usually January–February) once you hold an offer.',
        'February–May 2027: accept an offer, pay the deposit and apply for university accommodation.',
        'May–July 2027: pay tuition, arrange funds and insurance, and apply for the visa.',
        'August–September 2027: travel, register with immigration and start classes.',
      ),
      tip(
        'Apply for the visa up to three months before travel, and at least eight weeks before your course starts, so there is time to answer any request for more documents.',
      ),
      warn(
        'Rolling admissions mean a programme can close before its published deadline once it is full. If a course matters to you, apply in the first half of the cycle.',
      ),
      h2('How rolling admissions work'),
      p(
        'Many Irish universities review applications as they arrive and make offers until a programme is full, rather than waiting for one closing date. An application in November or December is often decided within a few weeks; one sent in June may find the programme closed or on a waiting list. Some highly competitive programmes at Trinity and UCD use fixed rounds instead, so check each course page.',
      ),
      h2('Documents to prepare'),
      ul(
        'Class 10 and 12 marksheets, degree certificate and semester-wise transcripts',
        'IELTS, TOEFL, PTE or Duolingo score (check which the programme accepts)',
        'Statement of purpose written for the programme',
        'Two academic or professional references',
        'CV and, for MBAs and some business master’s, evidence of work experience',
        'Passport copy',
      ),
      tip(
        'If you need more time, ask the university whether it will defer your offer to the next September. Many do if you ask before the start date, usually after you pay the deposit.',
      ),
      h2('The January intake in practice'),
      p(
        'January starters usually follow the same modules as September starters, in a different order, and finish about a year later. Because the course year then runs across the summer, the 40-hour holiday work period falls in the middle of your studies rather than after your exams. Stamp 1G still depends on the date your final results are published, not on when you started.',
      ),
      h2('Scholarship and housing deadlines'),
      p(
        'University merit scholarships are often assessed in the order offers are accepted, and the Government of Ireland International Education Scholarship call usually closes in early spring, so a late application can miss both. University residences open bookings for September in the spring and fill quickly in Dublin. For most Indian students, a complete application by December gives the best chance of a place, an award and a room.',
      ),
      h2('Next steps'),
      p(
        'Read the [Ireland student visa](/articles/ireland-student-visa) guide, budget with [cost of studying in Ireland](/articles/cost-of-studying-in-ireland), and check your English score against requirements with our [IELTS band calculator](/calculator/ielts-band).',
      ),
    ],
    faqs: faqs(
      [
        'Which is the main intake in Ireland?',
        'September. Almost every programme starts then, and most scholarships are tied to it.',
      ],
      [
        'Is there a January intake in Ireland?',
        'Yes, at some universities for a limited range of programmes, mostly in business, computing and data. Apply by October–November.',
      ],
      [
        'When should I apply for the September intake in Ireland?',
        'Between October and March for the best chance; popular master’s programmes often fill by March–April even if the published deadline is later.',
      ],
      [
        'Can I apply to Irish universities before my final results?',
        'Yes. Most Irish universities make conditional offers based on your marks so far and ask for the final transcript before registration.',
      ],
    ),
  },
];
