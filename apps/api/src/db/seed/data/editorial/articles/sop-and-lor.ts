import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

const common = { category: 'sop-and-lor' } as const;

export const SOP_AND_LOR_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    author: 'ananya-iyer',
    slug: 'how-to-write-an-sop',
    title: 'How to Write an SOP: Structure, Length and Mistakes to Avoid',
    summary:
      'A step-by-step guide to the statement of purpose for study abroad: what admissions readers look for, a paragraph-by-paragraph structure, word limits, the new UCAS personal statement and an editing checklist.',
    tags: ['sop', 'statement-of-purpose', 'applications', 'writing'],
    publishedOn: '2025-03-12',
    updatedOn: '2026-10-02',
    trendingRank: 52,
    body: [
      p(
        'The statement of purpose (SOP) is the one part of your application where the admissions committee hears from you directly. Your transcripts say what you scored and your test scores say how you performed on one day; the SOP explains who you are as a student, why you want this programme and what you will do with it. A clear, specific SOP can lift an average profile, and a generic one can sink a strong one.',
      ),
      h2('SOP, personal statement or motivation letter?'),
      table(
        'The same idea under different names',
        ['Name', 'Where you meet it', 'What it stresses'],
        [
          'Statement of purpose',
          "US, Canadian and Australian master's and PhD programmes",
          'Academic preparation, research or professional goals, fit with the programme',
        ],
        [
          'Personal statement',
          "UK undergraduate (UCAS) and many UK master's",
          'Motivation for the subject and the preparation behind it',
        ],
        [
          'Motivation letter',
          'Germany, France, the Netherlands and scholarship applications such as DAAD',
          'Why this programme and country, and your plan afterwards, usually in one page',
        ],
        ['Essays', 'MBA programmes', 'Answers to set questions, each with its own word limit'],
      ),
      p(
        'Always answer the prompt the university actually gives. If it asks three questions, answer three questions, in that order, within the limit.',
      ),
      h2('Before you write: gather the material'),
      ul(
        'The two or three courses, projects or jobs that shaped your interest, with concrete results',
        'Skills you built: tools, methods, languages, lab techniques, leadership',
        'Why this field now: a problem you want to work on, not a childhood dream',
        'For each university: two or three modules, labs, faculty members or industry links that matter to you',
        'Your plan after the degree: the role, the kind of employer and, in the longer term, the impact',
      ),
      h2('A structure that works'),
      table(
        'A six-paragraph SOP of about 900 words',
        ['Paragraph', 'Purpose', 'Approximate length'],
        [
          '1. Opening',
          'A specific moment, problem or question that explains your direction',
          '100–130 words',
        ],
        [
          '2. Academic foundation',
          'The courses and results that prepared you, including any honest explanation of weak spots',
          '150 words',
        ],
        [
          '3. Projects, research or work',
          'One or two experiences described in depth: what you did, how, and what came of it',
          '200–250 words',
        ],
        [
          '4. Why this programme',
          'Modules, faculty, labs, placements: why this course is the next step',
          '150–200 words',
        ],
        ['5. Goals', 'Short-term role and longer-term aim, linked to the degree', '100–130 words'],
        ['6. Closing', 'What you will contribute and a confident, brief close', '60–80 words'],
      ),
      h2('How long should an SOP be?'),
      p(
        "Follow the university's limit exactly. When none is given, 800–1,000 words or two pages is a safe length for a master's SOP, and one page for a European motivation letter. UK undergraduate applicants write one UCAS personal statement for all their choices: from 2026 entry it answers three set questions, about why you want to study the subject, how your studies have prepared you, and what else you have done to prepare, in a total of 4,000 characters.",
      ),
      h2('Writing that convinces'),
      ul(
        'Show, do not tell: “I reduced the report’s run time from 40 minutes to 6 by rewriting the joins” beats “I am passionate about optimisation”.',
        'Be specific about the programme: name a module or lab and say what you will do with it.',
        'Keep one idea per paragraph, and start each paragraph with its point.',
        'Explain gaps and low grades briefly and factually, then move on to what you did about them.',
        'Write in your own voice. Simple, correct English reads better than rare words.',
      ),
      tip(
        'Read your SOP aloud. Any sentence you stumble on, or that could appear unchanged in another applicant’s SOP, needs rewriting.',
      ),
      h2('Mistakes that cost admits'),
      ul(
        'Opening with a quotation or “since childhood I have been fascinated by…”',
        'Repeating the CV line by line instead of explaining the two experiences that matter',
        'Praising the university’s ranking instead of showing fit with its programme',
        'Using the same SOP for every university with only the name changed',
        'Copying from samples found online: universities use similarity-checking software, and UCAS screens personal statements for copied text',
      ),
      warn(
        'Many universities now ask you to confirm that the statement is your own work. A statement copied from a template or generated wholesale by a writing tool can be treated as misconduct and leads to rejection, and it will not survive a credibility or visa interview where officers ask about what you wrote.',
      ),
      h2('A sample opening paragraph'),
      p(
        'This sample is written for a fictional applicant to show the tone of a good opening. It is not a template: yours must come from your own experience.',
      ),
      p(
        'Sample: “In my third year at college, our team built a flood-alert app for Kolhapur district using river-level data published every six hours. During the 2021 monsoon the data arrived too late to be useful, and I spent the next year learning how sensor networks and time-series forecasting could close that gap. That question, how to get reliable data to people before it is too late, is why I am applying for the MSc in Environmental Data Science.”',
      ),
      h2('Final checklist'),
      ol(
        'Does the first paragraph say what you want to study and why, in specific terms?',
        'Is every claim supported by an example, a number or a result?',
        'Does the programme paragraph name things only this university offers?',
        'Are your goals realistic and linked to the degree?',
        'Is it within the limit, free of spelling mistakes and consistent with your CV and LORs?',
      ),
      p(
        'For programme-specific advice read our guides to the [SOP for MS in Computer Science](/articles/sop-for-ms-in-computer-science) and the [SOP for MBA](/articles/sop-for-mba), and make sure your recommenders follow the [LOR format](/articles/lor-format).',
      ),
    ],
    faqs: faqs(
      [
        'How many words should an SOP have?',
        "Follow the university's limit. Without one, aim for 800–1,000 words or two pages for a master's SOP and about one page for a European motivation letter.",
      ],
      [
        'Can I use the same SOP for every university?',
        'Keep the same core story, but rewrite the programme paragraph and adjust your goals for each university. Admissions readers spot generic SOPs quickly.',
      ],
      [
        'Should I mention backlogs or a low CGPA?',
        'Yes, briefly, if they are visible in your transcript. Give the reason in a sentence and show how your later grades or work prove you can handle the programme.',
      ],
      [
        'Can someone else write my SOP?',
        'No. Mentors and counsellors can give feedback, but the ideas, examples and words must be yours. Universities and visa officers may ask you about anything you wrote.',
      ],
    ),
  },
  {
    ...common,
    author: 'rohan-mehta',
    slug: 'sop-for-ms-in-computer-science',
    title: 'SOP for MS in Computer Science: What Committees Look For, with a Sample',
    summary:
      'How to write a statement of purpose for an MS in Computer Science in the USA, Canada or Europe: what to emphasise, how to describe projects, how to handle a low GPA or a non-CS background, and an original sample labelled as such.',
    tags: ['sop', 'computer-science', 'ms-in-usa', 'masters'],
    publishedOn: '2025-08-21',
    updatedOn: '2026-10-12',
    body: [
      p(
        "Computer science is the most popular master's subject for Indian students, so admissions committees read hundreds of SOPs that look the same: a love of technology, a list of languages and a final-year project. To stand out, your SOP has to show depth in one area, evidence that you can handle graduate coursework and a clear reason for choosing this programme.",
      ),
      h2('What CS admissions committees look for'),
      ul(
        'Preparation: grades in data structures, algorithms, operating systems, databases and mathematics',
        'Depth: one or two areas you have actually worked in, such as distributed systems, machine learning or security',
        'Evidence: projects, internships, publications or open-source contributions with measurable results',
        'Fit: faculty, labs and courses that match your interests',
        'Direction: whether you are aiming for industry or a PhD, and why this degree is the next step',
      ),
      h2('Course-based or research MS?'),
      table(
        'What to emphasise by programme type',
        ['Programme type', 'Emphasise', 'Example universities of this kind'],
        [
          'Professional or course-based MS',
          'Engineering experience, projects, the skills you want to build and your industry goal',
          'Many large US public universities, course-based master’s in Canada',
        ],
        [
          'Thesis or research MS',
          'Research questions, methods you have used, papers you have read, faculty you want to work with',
          'Research master’s in Canada (often funded), thesis tracks in the US',
        ],
        [
          'MS leading to a PhD',
          'Research potential above everything else',
          'Top research universities in the USA',
        ],
      ),
      h2('Structure and word budget'),
      ol(
        'Opening (about 100 words): the technical problem that drew you into your area.',
        'Academic preparation (about 150 words): the courses and grades that matter, and any honest explanation of weak spots.',
        'Main project or job (about 250 words): problem, approach, your role, result, and what you learned.',
        'Second experience (about 120 words): a contrasting skill, such as research after industry or teamwork after a solo project.',
        'Why this programme (about 150 words): two or three courses, a lab or faculty members, and a specialisation track.',
        'Goals and close (about 100 words): the role you want after graduating and the longer-term aim.',
      ),
      h2('Describing projects the way engineers read them'),
      p(
        'Replace adjectives with facts. Compare: “I worked on an innovative, scalable recommendation system” with “I rewrote the recommendation service’s candidate generation to use approximate nearest-neighbour search, cutting p95 latency from 420 ms to 60 ms for 2 million daily users”. The second tells the reader what you did, how hard it was and whether it worked. Mention tools only where they matter to the story.',
      ),
      h2('Sample SOP (fictional applicant)'),
      p(
        'The sample below is an original example written for a fictional applicant, to show structure and level of detail. Do not copy it or any part of it: committees and similarity checkers recognise reused text, and your SOP must describe your own work.',
      ),
      p(
        'Sample: “At 2 a.m. on a Diwali sale night, the payment reconciliation service I maintained at a Bengaluru fintech start-up fell six hours behind, and 40,000 merchants could not see their settlements. The fix that night was a bigger machine. The real fix, which took me three months, was redesigning the pipeline so that it could be partitioned by merchant and replayed safely after failures. That project turned a job into a question I want to study properly: how do we build data systems that stay correct when parts of them fail?”',
      ),
      p(
        'Sample, continued: “My B.Tech in Computer Engineering from a university in Pune gave me a strong base in algorithms and operating systems, where I scored A grades, although my first-year grades were weaker while I adjusted to hostel life and an English-medium programme. In my final year I implemented the Raft consensus protocol in Go for a course project and tested it with randomised network partitions; finding my own bugs in leader election taught me more than any lecture. At work, I led the redesign of our reconciliation pipeline over a message queue with idempotent consumers. Reconciliation lag during peak sales fell from hours to under ten minutes, and we have not lost a settlement record since.”',
      ),
      p(
        'Sample, continued: “Your MS in Computer Science fits this direction closely. The distributed systems and advanced database courses would give me the theory I picked up only in fragments at work, and the systems research group’s work on verifying storage systems is exactly the problem I met in production. After the degree I want to work as a backend engineer on large-scale data infrastructure, and in the longer term to lead a team building reliable payment systems for India’s small merchants.”',
      ),
      warn(
        'Do not invent or exaggerate projects, metrics or research. Interviewers, professors and visa officers may ask about anything in your SOP, and an inconsistency is worse than a modest but honest profile.',
      ),
      h2('Handling weak spots'),
      h3('Low CGPA or backlogs'),
      p(
        'State it in one or two sentences, give the reason without excuses, and point to evidence that it is behind you: higher later grades, a strong GRE quantitative score, certifications or work results. Convert your CGPA properly with our [CGPA to GPA calculator](/cgpa-to-gpa-calculator) before you shortlist universities.',
      ),
      h3('Switching from another branch'),
      p(
        'Electronics, mechanical or IT graduates can be admitted to CS master’s programmes if they show the core: data structures, algorithms, programming projects and, ideally, online courses with graded assignments. Explain the switch as a direction you have already started on, not a wish.',
      ),
      h3('Work experience'),
      p(
        'Two or three years of engineering work is an asset for course-based programmes. Describe what you built and decided, not your employer’s products.',
      ),
      tip(
        'Check whether each programme still wants the GRE; many US programmes have made it optional, but a strong quantitative score can offset a modest CGPA. See the [GRE score guide](/exam/gre/score) and our general guide on [how to write an SOP](/articles/how-to-write-an-sop).',
      ),
    ],
    faqs: faqs(
      [
        'How long should an SOP for MS in CS be?',
        'Follow each university’s limit; many US CS departments ask for 1,000 words or two pages. If there is no limit, 900–1,000 words is enough for a focused SOP.',
      ],
      [
        'Should I name professors in my SOP?',
        'For research-oriented programmes, yes, one to three whose work genuinely matches yours, with a sentence on why. For course-based programmes, naming courses, tracks and labs matters more.',
      ],
      [
        'Do I need research papers for a US MS in CS?',
        'No. Most MS admits have no publications. Solid projects, internships or work experience, described in detail, are enough for course-based programmes.',
      ],
      [
        'Can I apply for MS in CS with an ECE or mechanical degree?',
        'Yes, if you show programming and core CS preparation through courses, projects and possibly a strong GRE quantitative score. Some universities list prerequisite courses you must have completed.',
      ],
    ),
  },
  {
    ...common,
    author: 'ananya-iyer',
    slug: 'sop-for-mba',
    title: 'SOP for MBA: Career Goals, Why MBA, Why This School (with a Sample)',
    summary:
      'How to write MBA essays and statements of purpose that admissions committees believe: clear career goals, evidence of leadership, why an MBA now and why this school, with an original sample labelled as such.',
    tags: ['sop', 'mba', 'essays', 'gmat'],
    publishedOn: '2025-10-07',
    updatedOn: '2026-09-18',
    body: [
      p(
        'MBA admissions committees read applications differently from engineering departments. They already know your grades and test score; what they want from your essays is a person with a track record of impact, a career goal that an MBA actually serves, and a reason to pick their school over others. Most top schools ask set essay questions with strict word limits, while many UK and European programmes ask for a single personal statement. The same principles apply to both.',
      ),
      h2('What MBA committees look for'),
      table(
        'The four things your essays must prove',
        ['Question in the reader’s mind', 'What convinces them'],
        ['Has this person had impact?', 'Two or three stories with your actions and measurable results'],
        [
          'Are the goals clear and realistic?',
          'A specific post-MBA role, industry and location, and a longer-term aim',
        ],
        [
          'Why an MBA, and why now?',
          'The gap between where you are and where you want to be, which an MBA fills',
        ],
        ['Why this school?', 'Courses, clubs, recruiters, location or format that serve your goal'],
      ),
      h2('Structure of a career-goals essay or SOP'),
      ol(
        'Where you are now: your role, responsibilities and one achievement that shows your level.',
        'What you have learned: the experience that shaped your goal.',
        'Short-term goal: the role you want right after the MBA, with the kind of employer and location.',
        'Long-term goal: the direction for the next ten years, connected to the short-term one.',
        'Why an MBA now: the skills and network you lack, and why your career is ready for them.',
        'Why this school: specific courses, centres, treks, clubs or recruiters, ideally from conversations with students or alumni.',
      ),
      h2('Goals that sound real'),
      p(
        'Good goals are specific, ambitious but plausible for your background, and linked to your past. “I want to become a CEO” is not a goal; “I want to join a consulting firm’s operations practice and then lead supply-chain strategy for a consumer-goods company in India” is. If you are an international applicant who plans to work abroad after the MBA, check the work rules too: in the USA, STEM-designated MBA programmes allow the 24-month STEM OPT extension, but only if the programme’s CIP code is on the official list.',
      ),
      h2('Sample goals essay (fictional applicant)'),
      p(
        'The sample below is an original example for a fictional applicant, written to show structure and specificity. It is not a template: your essays must tell your own story in your own words.',
      ),
      p(
        'Sample: “For five years I have planned how 1,200 distributors across South India receive detergent and biscuits from a consumer-goods company’s Chennai plant. In 2024 I led a team of six that moved our replenishment from monthly orders to weekly forecasts based on distributor sales data. Stock-outs in our region fell by a third in a year, and I learned that the hardest part was not the model but persuading 40 sales officers to trust it.”',
      ),
      p(
        'Sample, continued: “After my MBA I want to join the operations practice of a management consulting firm in India, where I can work on supply-chain problems across industries. In ten years I aim to lead supply-chain strategy for a consumer company that serves small-town India. I have the operational experience, but I lack finance, strategy and the ability to lead change across a whole organisation. The school’s operations and analytics courses, its consulting club and the global immersion programme in Southeast Asia would fill those gaps, and I would bring to class discussions a practitioner’s view of what makes a plan work on the ground.”',
      ),
      warn(
        'Never copy essays, samples or phrases from the internet or from friends who applied earlier. Business schools compare essays across applicants and years, and interviewers probe every story you tell.',
      ),
      h2('Why now, and why this school'),
      ul(
        'Why now: show that your experience has reached the point where further growth needs skills you cannot get at work, not that you are bored.',
        'Why this school: mention two or three things only this school offers and connect each to your goal; avoid lists of rankings.',
        'Talk to current students or alumni and mention what you learned; it shows research and genuine interest.',
      ),
      h2('Mistakes to avoid'),
      ul(
        'Writing a CV in prose instead of telling two or three stories in depth',
        'Goals that change from essay to essay or do not match your experience',
        'Exceeding the word limit; committees treat limits as part of the test',
        'Reusing an essay for another school with the name swapped; details always give it away',
      ),
      tip(
        'Your test score matters for shortlisting. Most schools accept both the GMAT Focus Edition and the GRE; see [GRE vs GMAT](/articles/gre-vs-gmat) and the [GMAT score guide](/exam/gmat/score) before you decide which to take.',
      ),
      p(
        'For the general principles of statements of purpose, read [how to write an SOP](/articles/how-to-write-an-sop); for your recommenders, share our [LOR format](/articles/lor-format) guide.',
      ),
    ],
    faqs: faqs(
      [
        'Is an MBA SOP the same as MBA essays?',
        'Similar in purpose, different in form. Essays answer set questions with strict word limits; an SOP or personal statement covers your background, goals and fit in one document. Always follow the format the school asks for.',
      ],
      [
        'How much work experience do I need for an MBA abroad?',
        'Most full-time MBA programmes at leading schools admit candidates with about three to six years of experience, while one-year programmes often expect more. Master in Management programmes take graduates with little or no experience.',
      ],
      [
        'Should my career goal be in India or abroad?',
        'Either works if it is realistic and linked to your background. If you plan to work abroad after the MBA, show that you understand the job market and work rules in that country.',
      ],
      [
        'How long should an MBA SOP be?',
        'Follow the school’s limit exactly. Where none is given, around 800–1,000 words is typical for an SOP, while individual essays often have limits of 250–500 words.',
      ],
    ),
  },
  {
    ...common,
    author: 'ananya-iyer',
    slug: 'lor-format',
    title: 'LOR Format for Study Abroad: Structure, Length and a Sample Letter',
    summary:
      'How a letter of recommendation for a master’s abroad should be laid out, who should write it, what each paragraph does, how online recommendation forms work, and an original sample academic LOR labelled as such.',
    tags: ['lor', 'letter-of-recommendation', 'applications'],
    publishedOn: '2025-04-25',
    updatedOn: '2026-10-22',
    body: [
      p(
        'A letter of recommendation (LOR) is an independent view of you from someone who has taught, supervised or managed you. Admissions committees use it to check what your SOP claims and to learn things you cannot say about yourself, such as how you compare with other students. Most master’s programmes ask for two or three letters.',
      ),
      h2('Who should write your LORs'),
      table(
        'Choosing recommenders',
        ['Your situation', 'Best recommenders'],
        [
          'Final-year student or recent graduate',
          'Two or three professors: your project or thesis guide and teachers of courses where you did well',
        ],
        ['One to three years of work experience', 'One or two professors and one manager'],
        [
          'MBA applicant',
          'Current and previous managers, or a senior colleague or client who has seen your work closely',
        ],
        ['Research MS or PhD applicant', 'Professors or researchers who supervised your research'],
      ),
      p(
        'A detailed letter from a lecturer who supervised your project is worth more than a vague letter from a head of department or a famous name who barely knows you.',
      ),
      h2('The format'),
      ul(
        'On the institution’s or company’s letterhead, dated and signed, when a letter is uploaded',
        'Addressed to “The Admissions Committee”, or to the programme if the letter is for one university',
        'The recommender’s full name, title, department, institution, official email address and phone number',
        'How long and in what capacity the recommender has known you',
        'Length: about 400–700 words, usually one page to a page and a half',
      ),
      p(
        'Most US and Canadian graduate schools, and many UK ones, do not accept letters from you. When you enter your recommenders in the application, the university emails them a link; they then upload a letter and often fill in a rating form that compares you with other students (for example top 5% or top 10%) on skills such as intellectual ability, communication and maturity.',
      ),
      h2('Paragraph by paragraph'),
      table(
        'Structure of a strong academic LOR',
        ['Paragraph', 'What it does'],
        [
          '1. Introduction',
          'Who the recommender is, how they know the student and for how long; a one-line overall recommendation',
        ],
        ['2. Academic ability', 'Performance in their course, with a rank or comparison where possible'],
        [
          '3. A specific example',
          'A project, assignment or moment that shows the student’s thinking, initiative or persistence',
        ],
        [
          '4. Personal qualities',
          'Teamwork, communication, integrity and how the student handles setbacks, with evidence',
        ],
        [
          '5. Conclusion',
          'A clear recommendation for the specific programme and an offer to answer questions',
        ],
      ),
      h2('Sample academic LOR (fictional)'),
      p(
        'The letter below is an original sample with a fictional professor and student, written to show the structure and level of detail. It is not a template: a real letter must be written by your recommender, about you, in their own words.',
      ),
      p(
        'Sample: “I am an Associate Professor of Civil Engineering and have known Ms Meera Kulkarni for three years, as her teacher for Hydrology and Water Resources Engineering and as the guide of her final-year project. I recommend her without reservation for your MS in Environmental Engineering.”',
      ),
      p(
        'Sample, continued: “In Hydrology, Meera scored the highest mark in a class of 68. What set her apart was not the score but her questions: she regularly asked how the textbook methods would hold up with the patchy rainfall data available for our district, and she followed these questions up in her own time.”',
      ),
      p(
        'Sample, continued: “For her final-year project, Meera led a team of four that modelled flood risk in two villages near the Krishna river. When the state’s gauge data turned out to have gaps of several weeks, she contacted the district office, obtained the paper records and digitised three monsoon seasons herself. The team’s model was presented at our department’s project exhibition and has since been used by two of my current students as a starting point.”',
      ),
      p(
        'Sample, continued: “Meera is a generous team member who makes sure quieter classmates are heard, and she takes criticism of her work seriously and quickly. I am confident she will do excellent graduate work, and I would be glad to answer any questions at the email address above.”',
      ),
      warn(
        'Do not write your own LOR and ask a professor or manager to sign it. Universities compare the writing style of letters with your SOP, recommenders may be contacted, and letters that read alike across applicants are flagged. If a recommender asks you for a draft, give them a list of facts and examples instead.',
      ),
      h2('Professional LORs'),
      p(
        'A manager’s letter follows the same structure but focuses on your role, responsibilities, the results of your work, how you compare with peers at the same level, and your potential for the programme. For MBA applications, schools often ask recommenders specific questions, such as how you respond to feedback, which the manager answers directly in an online form.',
      ),
      tip(
        'For US applications you will be asked whether you waive your right to see the letter. Waiving it is normal and makes the letter more credible to the committee.',
      ),
      p(
        'Next, read [how to ask a professor for an LOR](/articles/how-to-ask-a-professor-for-a-lor), and make sure your own statement tells the same story: see [how to write an SOP](/articles/how-to-write-an-sop).',
      ),
    ],
    faqs: faqs(
      [
        'How many LORs do I need for a master’s abroad?',
        'Usually two or three. US programmes typically ask for three, UK programmes for one or two, and German programmes sometimes for none or one.',
      ],
      [
        'Can an LOR be from a head of department who did not teach me?',
        'It can, but it will be weak. Admissions committees value detailed letters from people who know your work over titles.',
      ],
      [
        'Should the LOR be on letterhead?',
        'Yes, when a letter is uploaded or sent by post: on the institution’s or company’s letterhead, signed and dated, with the recommender’s official contact details.',
      ],
      [
        'What if my recommender asks me to write the letter?',
        'Offer a summary of facts instead: courses, grades, projects, dates and examples they can use. The wording and judgement must be theirs.',
      ],
    ),
  },
  {
    ...common,
    author: 'rohan-mehta',
    slug: 'how-to-ask-a-professor-for-a-lor',
    title: 'How to Ask a Professor for an LOR: Timing, Email Sample and Follow-Up',
    summary:
      'Which professor to ask, when to ask, what to send them, how the online recommendation portals work and how to follow up politely, with an original sample request email labelled as such.',
    tags: ['lor', 'letter-of-recommendation', 'professors', 'applications'],
    publishedOn: '2025-07-09',
    updatedOn: '2026-09-29',
    body: [
      p(
        'Professors write many recommendation letters each application season, usually in their own time. A good request makes it easy for them to write a strong, specific letter on time. A rushed one, sent a week before the deadline with no information, gets a short, generic letter or none at all.',
      ),
      h2('Choose the right professor'),
      ul(
        'Your project or thesis guide, who has seen how you work over months',
        'A professor whose course you did well in and in which you took part actively',
        'A professor you did research, a paper or an internship with',
        'Someone whose field connects to the programme you are applying for',
      ),
      p(
        'A professor who knows you well will write a better letter than a senior one who barely remembers you. If you graduated some time ago, remind them of your work with concrete details.',
      ),
      h2('When to ask'),
      table(
        'A timeline for a December–January deadline',
        ['When', 'What to do'],
        ['August–September', 'Ask in person or by email, and confirm they are willing'],
        ['Two weeks after they agree', 'Send your recommendation packet'],
        ['October–November', 'Enter their details in each application so the portals send the links'],
        ['About two weeks before each deadline', 'Send a polite reminder listing what is still pending'],
        ['After results', 'Thank them and tell them where you are going'],
      ),
      tip(
        'Ask at least six to eight weeks before your first deadline. Professors are busiest at the end of the semester, which is also when many US deadlines fall.',
      ),
      h2('How to ask'),
      p(
        'If you can, ask in person or on a short call first, then follow up by email with the details. Ask whether they can write a strong letter; it gives them an easy way to decline if they cannot, which is better for you than a weak letter.',
      ),
      h3('Sample request email (fictional)'),
      p(
        'The email below is an original sample with fictional names, to show the tone and information to include. Write your own in your own words.',
      ),
      p(
        'Sample: “Subject: Request for a recommendation letter for MS applications (Fall 2027). Dear Professor Rao, I hope you are well. I was in your Machine Learning course in the 2024–25 session and worked under your guidance on the crop-yield prediction project in my final year. I am now applying for MS programmes in Data Science at six universities in the USA and Canada, with deadlines from 1 December 2026 to 15 January 2027. Would you be able to write a strong letter of recommendation for me? If so, I will send you my CV, transcript, draft statement of purpose and a list of universities with deadlines, along with a short note on the project work you supervised. Thank you for considering this. Warm regards, Aditya Joshi, B.Tech CSE, Class of 2025.”',
      ),
      h2('What to send: the recommendation packet'),
      ol(
        'Your CV and transcript',
        'Your draft SOP, so the letter supports the same story',
        'A table of universities, programmes, deadlines and how the letter is submitted (portal link, upload, rating form)',
        'A short note reminding them of your work with them: course and grade, project title, your role, results and dates',
        'Anything they asked for, such as a photo or a copy of your project report',
      ),
      h2('How online portals work'),
      p(
        'When you add a recommender in a university’s application, the system emails them a personal link. Each university sends its own link, so a professor recommending you to six programmes receives six emails. Use their official university email address, enter them early, and tell them in advance which universities will write so the emails are not missed or marked as spam. Many portals also ask the recommender to rate you against other students.',
      ),
      p(
        'For US applications, you will be asked whether you waive your right to see the letter. Most applicants waive it, because committees trust confidential letters more.',
      ),
      warn(
        'Never ask a professor to sign a letter you wrote, and never submit a letter from a personal email address in their name. Universities check recommender emails, and a fake or self-written letter can lead to your application being withdrawn or an admission being cancelled.',
      ),
      h2('Follow-up and thanks'),
      p(
        'Send one polite reminder about two weeks before each deadline and another a few days before if the letter is still pending. Once the letters are in, thank your professor, and later tell them where you were admitted; many professors follow their students’ careers, and you may need them again for a PhD or a job.',
      ),
      h2('If a professor says no or does not reply'),
      p(
        'Thank them and move on quickly to your next choice; a reluctant recommender rarely writes a strong letter. If you receive no reply within a week, send one follow-up, then ask someone else. This is why it helps to start early and keep one extra recommender in mind.',
      ),
      p(
        'Our [LOR format](/articles/lor-format) guide shows what a good letter looks like, and the [SOP for MS in Computer Science](/articles/sop-for-ms-in-computer-science) explains how your statement and letters should support each other.',
      ),
    ],
    faqs: faqs(
      [
        'How early should I ask a professor for an LOR?',
        'Six to eight weeks before your first deadline at the latest; two to three months is better, especially for December deadlines.',
      ],
      [
        'Can I ask a professor who taught me years ago?',
        'Yes, if they remember your work. Send them detailed reminders: the course, your grade, the project, dates and anything you did outside class.',
      ],
      [
        'Is it rude to send reminders?',
        'No. Professors expect them. Keep them short, polite and specific about which letters are still pending and by when.',
      ],
      [
        'Should I give my professor a gift?',
        'A thank-you note and news of your admission are what professors value. An expensive gift can make them uncomfortable and is best avoided.',
      ],
    ),
  },
];
