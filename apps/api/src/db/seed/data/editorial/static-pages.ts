import { INDIA_HELPLINE } from '@meridian/domain/contact';
import { faqBlock, h2, ol, p, table, ul } from './blocks.ts';

const phone = INDIA_HELPLINE.display;

/** Page-builder pages. `{product}` is the brand: its slug in slugs, its name in text. */
export const STATIC_PAGES = [
  {
    slug: 'about-us',
    title: 'About {product}',
    description:
      'Who we are: study-abroad counsellors, test trainers and loan advisors helping Indian students choose, apply and move abroad.',
    body: [
      p(
        '{product} helps students from India, Vietnam and Saudi Arabia plan their studies abroad. We publish honest numbers on costs, intakes, visas and work rights, and our counsellors help you shortlist universities, prepare for tests and apply.',
      ),
      h2('What we do'),
      ul(
        'Free counselling on countries, courses and universities',
        'IELTS, PTE, TOEFL, GRE and GMAT preparation',
        'Applications, statements of purpose and visa files',
        'Education loans and scholarships',
        'Accommodation and pre-departure help',
      ),
      h2('How we work'),
      p(
        'Our guidance is free to students. Universities we partner with pay us when a student we helped enrols, which is how many study-abroad advisors work; we always tell you when a university on your shortlist is a partner, and we shortlist non-partner universities when they fit you better.',
      ),
    ],
  },
  {
    slug: 'contact-us',
    title: 'Contact {product}',
    description:
      'Call, write or visit us: toll-free counselling, email support and study-abroad centres in 35 Indian cities, every day 9:30 am to 8:00 pm.',
    body: [
      p(
        `Call our counsellors free on ${phone} (India), every day from 9:30 am to 8:00 pm IST, or send us the form on this page and we will call you back.`,
      ),
      h2('Visit a centre'),
      p(
        'We have study-abroad centres in 35 Indian cities. Find yours in our [consultant directory](/consultant).',
      ),
    ],
  },
  {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    description:
      'The terms that apply when you use the {product} study-abroad website, its tools and its counselling services.',
    body: [
      h2('Using this website'),
      p(
        'By using this website you agree to these terms. If you do not agree, please do not use the site. We may update the terms; the date of the latest version is shown on this page.',
      ),
      h2('Information on the site'),
      p(
        'We check costs, fees and rules against official sources and show when we last did. Universities, test owners and governments change them often, so confirm the details with them before you pay or apply. Calculators give estimates, not offers.',
      ),
      h2('Your account and enquiries'),
      ul(
        'Give accurate details when you enquire or register.',
        'Keep your login details private; you are responsible for activity on your account.',
        'Do not use the site to send unlawful, abusive or automated traffic.',
      ),
      h2('Intellectual property'),
      p(
        'Articles, e-books, logos and software on this site belong to {product} or its licensors. You may download e-books for your own use; you may not republish them.',
      ),
      h2('Liability and law'),
      p(
        'We are not liable for admission, visa or loan decisions made by third parties. These terms are governed by the laws of India, and the courts of New Delhi have jurisdiction.',
      ),
    ],
  },
  {
    slug: 'policy',
    title: 'Privacy Policy',
    description:
      "What personal data {product} collects, why, who we share it with, how long we keep it and your rights under India's data protection law.",
    body: [
      h2('What we collect'),
      table(
        'Personal data we process',
        ['Data', 'Why'],
        ['Name, email, mobile', 'To answer your enquiry and send what you asked for'],
        ['Study preferences', 'To recommend countries, courses and universities'],
        ['Documents you upload', 'To prepare applications you ask us to make'],
        ['Usage data and cookies', 'To keep you logged in and improve the site'],
      ),
      h2('Who we share it with'),
      p(
        'We share your details with universities, lenders or accommodation providers only when you ask us to apply or enquire on your behalf. We never sell your data.',
      ),
      h2('How long we keep it'),
      p(
        'Enquiry data is kept for up to three years after our last contact with you; application documents for as long as needed for the application and any legal obligations.',
      ),
      h2('Your rights'),
      p(
        'Under the Digital Personal Data Protection Act, 2023 you can ask for a summary of your data, correct it, withdraw consent or ask us to erase it. Write to our grievance officer at the support email shown in the footer.',
      ),
    ],
  },
  {
    slug: 'careers',
    title: 'Careers at {product}',
    description:
      'Work with us as a study-abroad counsellor, test trainer, content writer or engineer, in our city centres or remotely.',
    body: [
      p(
        'We are a team of counsellors, trainers, writers and engineers who help students make one of the biggest decisions of their lives. We hire people who are honest with students, even when the honest answer is not to go abroad yet.',
      ),
      h2('Teams that hire'),
      table(
        'Open roles by team',
        ['Team', 'Typical roles', 'Where'],
        ['Counselling', 'Study-abroad counsellor, visa specialist', 'City centres'],
        ['Test preparation', 'IELTS and PTE trainer, GRE quant trainer', 'City centres and online'],
        ['Content', 'Education writer, fact-checker', 'Remote'],
        ['Technology', 'Full-stack engineer, data analyst', 'Bengaluru and remote'],
      ),
      h2('How to apply'),
      p(
        'Use the [contact form](/contact-us) with the topic "other" and tell us the role you want; attach nothing, we will reply with next steps.',
      ),
    ],
  },
  {
    slug: 'download-study-abroad-app',
    title: 'Download the {product} Study Abroad App',
    description:
      'Track your applications, upload documents, book counselling and practise for IELTS on your phone with the {product} app.',
    body: [
      p('The {product} app puts your study-abroad plan in your pocket.'),
      ul(
        "See every application's stage, from documents to visa",
        'Upload documents from your phone camera',
        'Book and join counselling sessions',
        'Practise IELTS speaking and writing with feedback',
        'Get reminders before deadlines and test dates',
      ),
      p('The app uses the same account as this website; log in with your mobile number.'),
    ],
  },
  {
    slug: 'm-app',
    title: '{product} Mobile App',
    description:
      'The {product} mobile app for Android and iPhone: applications, documents, counselling and test practice in one place.',
    body: [
      p(
        'Use the {product} app to follow your application, talk to your counsellor and prepare for English tests.',
      ),
      p('See [all app features](/download-study-abroad-app).'),
    ],
  },
  {
    slug: 'globalacademy',
    title: '{product} Global Academy',
    description:
      'Online test preparation and study skills courses: IELTS, PTE, GRE and a pre-departure academic skills course for students going abroad.',
    body: [
      p(
        '{product} Global Academy runs our online courses. Live classes are in the evening, Indian time, and every class is recorded.',
      ),
      table(
        'Global Academy courses',
        ['Course', 'Length', 'Includes'],
        ['IELTS Academic', '6 weeks', 'Live classes, 4 full mock tests, writing feedback'],
        ['PTE Academic', '4 weeks', 'Live classes, scored mock tests'],
        ['GRE', '10 weeks', 'Quant and verbal classes, 5 full tests'],
        ['Academic skills abroad', '3 weeks', 'Referencing, plagiarism rules, seminars, group work'],
      ),
    ],
  },
  {
    slug: 'university-partnership',
    title: 'University Partnerships',
    description:
      "For universities: recruit well-prepared students from India, Vietnam and Saudi Arabia through {product}'s counselling network.",
    body: [
      p(
        'We work with universities that want students who are ready: tested, funded and matched to the right course. Our counsellors in 35 Indian cities prepare complete applications and help admitted students through visa and arrival.',
      ),
      h2('What partners get'),
      ul(
        'Qualified applications with verified documents',
        'In-person fairs in Indore, New Delhi and Hyderabad',
        'Webinars with prospective students',
        'Visa-compliance checks before CAS or I-20 requests',
      ),
      p('Write to us through the [contact form](/contact-us) with the topic "partnership".'),
    ],
  },
  {
    slug: 'partners',
    title: 'Our Partners',
    description:
      'Universities, lenders and housing providers {product} works with, and how partnerships affect the advice you get.',
    body: [
      p(
        'We partner with universities, education lenders and student-housing providers. Partnerships never decide your shortlist: we recommend what fits your profile and budget and tell you which options are partners.',
      ),
      table(
        'Partner types',
        ['Partner', 'What they do for you'],
        ['Universities and colleges', 'Application fee waivers, faster decisions, scholarships'],
        ['Banks and NBFCs', 'Education loans with pre-admission sanction letters'],
        ['Housing providers', 'Rooms near campus with verified contracts'],
      ),
      p(
        'See rooms our students have rented near their universities in our [accommodation listings](/accommodation), and scholarships from partner and non-partner universities alike in the [scholarship finder](/scholarship).',
      ),
    ],
  },
  {
    slug: 'report-a-vulnerability',
    title: 'Report a Security Vulnerability',
    description:
      'How to report a security vulnerability in {product} websites and apps responsibly, and what we promise in return.',
    body: [
      p(
        'If you believe you have found a security vulnerability in a {product} website, app or API, please tell us. Our security contact details are also published in our security.txt file.',
      ),
      h2('How to report'),
      ol(
        'Write to the security contact in our security.txt with a description, the affected URL and steps to reproduce.',
        'Include your contact details so we can follow up.',
        'Give us reasonable time to fix the issue before telling anyone else.',
      ),
      h2('Our promise'),
      ul(
        'We acknowledge reports within three working days.',
        'We keep you updated until the issue is fixed.',
        'We will not take legal action against good-faith research that follows these rules.',
      ),
      h2('Please do not'),
      ul(
        "Access, change or delete other people's data",
        'Run denial-of-service or spam tests',
        'Use social engineering against our staff or students',
        'Publish details before we have fixed the issue',
      ),
    ],
  },
  {
    slug: '{product}-abroad-experience-centers',
    title: '{product} Abroad Experience Centres',
    description:
      'Walk into a {product} experience centre to meet counsellors, talk to alumni and attend university sessions in person.',
    body: [
      p(
        'Our experience centres are where you can talk to a counsellor face to face, meet alumni and attend sessions with visiting university staff. They are open every day from 9:30 am to 8:00 pm.',
      ),
      p(
        'Find the nearest centre in our [consultant directory](/consultant) or call us free on ' +
          phone +
          '.',
      ),
      h2('Bring to your first visit'),
      ul(
        'Class 10 and 12 marksheets, and degree transcripts if you have them',
        'Your passport, or the date you applied for one',
        'English test or GRE/GMAT scores, if you have taken a test',
        'A rough yearly budget, and whether you will need an education loan',
      ),
      p(
        'A first session takes about an hour and is free. Come with a parent if they will fund or co-sign your loan: most decisions go faster when they hear the numbers first-hand.',
      ),
    ],
  },
  {
    slug: '{product}-abroad-advantage',
    title: 'The {product} Abroad Advantage',
    description:
      'Why students choose {product}: free counselling, real cost data, test preparation, loans and visa help under one roof.',
    body: [
      table(
        'What you get with {product}',
        ['Stage', 'How we help'],
        ['Choosing', 'Country and course comparisons with real costs'],
        ['Testing', 'IELTS, PTE, GRE and GMAT preparation'],
        ['Applying', 'Shortlists, SOP reviews and document checks'],
        ['Funding', 'Scholarship searches and education loans'],
        ['Moving', 'Visa files, accommodation and pre-departure briefings'],
      ),
      faqBlock(
        [
          'Is counselling with {product} free?',
          'Yes. Counselling, shortlisting and application help are free to students. Test preparation courses are paid.',
        ],
        [
          'Do you only recommend partner universities?',
          'No. We recommend what fits your profile and budget and tell you which universities are partners.',
        ],
      ),
      p(
        'Start on your own if you like: the [scholarship finder](/scholarship), the [knowledge base](/knowledge-base) of checked answers and our [free e-books](/ebooks) are open to everyone.',
      ),
    ],
  },
  {
    slug: '{product}-office',
    title: '{product} Offices',
    description:
      'Where to find {product}: head office, city centres and phone numbers, open every day from 9:30 am to 8:00 pm.',
    body: [
      p(
        `Our counsellors work from centres in 35 Indian cities. Call free on ${phone}, every day from 9:30 am to 8:00 pm IST.`,
      ),
      p("See every centre's address and map in the [consultant directory](/consultant)."),
    ],
  },
];
