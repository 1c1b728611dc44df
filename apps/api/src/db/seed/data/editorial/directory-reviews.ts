import type { DirectoryKind } from '@meridian/domain/content/directory';

/** One stored student review of a centre: who wrote it, the stars, the day and what they said. */
export interface ReviewSeed {
  authorName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  reviewedOn: string;
  body: string;
}

const r = (
  authorName: string,
  rating: ReviewSeed['rating'],
  reviewedOn: string,
  body: string,
): ReviewSeed => ({
  authorName,
  rating,
  reviewedOn,
  body,
});

/** Reviews of the study-abroad centre in each city, by city slug. */
export const CONSULTANT_REVIEWS: Readonly<Record<string, readonly ReviewSeed[]>> = {
  delhi: [
    r(
      'Aarav M.',
      5,
      '2026-08-14',
      'My counsellor shortlisted eight UK universities that fit my marks and budget. I got into Leeds for an MSc in Data Science and the CAS came through on time.',
    ),
    r(
      'Simran K.',
      4,
      '2026-06-02',
      'Good help with my SOP, which went through three drafts. The office in Connaught Place gets crowded on Saturdays, so book a slot.',
    ),
    r(
      'Nikhil B.',
      5,
      '2026-03-21',
      'They explained the proof of funds for Canada clearly, which saved my father two trips to the bank. Visa approved in five weeks.',
    ),
  ],
  mumbai: [
    r(
      'Riya D.',
      5,
      '2026-09-03',
      'Honest about my chances at the top US schools and helped me apply to a balanced list. Now at Northeastern for an MS in Information Systems.',
    ),
    r(
      'Kunal S.',
      4,
      '2026-05-18',
      'Loan paperwork was handled well and the counsellor answered WhatsApp messages even late at night. The mock visa interview could have been longer.',
    ),
    r(
      'Fatima Q.',
      4,
      '2025-12-09',
      'Helpful for Ireland. They knew which universities in Dublin accept a three-year BCom for a master’s.',
    ),
  ],
  bangalore: [
    r(
      'Pranav R.',
      5,
      '2026-07-27',
      'Took me from a GRE score to four admits in Germany and the USA. The blocked account steps were explained patiently.',
    ),
    r(
      'Divya H.',
      5,
      '2026-04-11',
      'My counsellor reviewed every line of my LORs and SOP. Got an admit from TU Munich, which I did not expect.',
    ),
    r(
      'Manoj T.',
      3,
      '2025-11-30',
      'Advice was useful, but my counsellor changed midway and I had to explain my profile again. The new one was good.',
    ),
  ],
  chennai: [
    r(
      'Keerthana V.',
      5,
      '2026-08-22',
      'Very patient with my parents, who had lots of questions about safety and costs in Australia. I start at Monash in February.',
    ),
    r(
      'Arjun P.',
      4,
      '2026-02-15',
      'Good shortlisting for MS in the USA. I wish the follow-up after the admits had been quicker, but the I-20 checklist was spot on.',
    ),
    r(
      'Sowmya R.',
      5,
      '2025-10-06',
      'They helped me find a scholarship at Glasgow that took £5,000 off the fee. Friendly team at the Anna Nagar office.',
    ),
  ],
  hyderabad: [
    r(
      'Sai Teja K.',
      5,
      '2026-09-10',
      'Sorted my F-1 visa file and ran two mock interviews. The real interview at the consulate felt easy after that.',
    ),
    r(
      'Harika N.',
      4,
      '2026-06-19',
      'Clear advice on which Canadian colleges have good co-op options. The office is easy to reach from Banjara Hills.',
    ),
    r(
      'Rohit G.',
      4,
      '2026-01-08',
      'Helped with an education loan without collateral. The process took longer than they first said, but it came through.',
    ),
  ],
  pune: [
    r(
      'Shruti J.',
      5,
      '2026-07-05',
      'I wanted a master’s in Germany with low fees and they explained uni-assist and APS step by step. Admitted to RWTH Aachen.',
    ),
    r(
      'Aditya K.',
      4,
      '2026-03-28',
      'Good counselling and no pressure to pick expensive options. Some emails took two days to answer.',
    ),
    r(
      'Neha W.',
      5,
      '2025-09-14',
      'Honest, well-organised team. My SOP for Manchester was much stronger after their comments.',
    ),
  ],
  kolkata: [
    r(
      'Ankita B.',
      4,
      '2026-08-01',
      'Useful sessions on UK universities and the Graduate Route. I got into Sheffield for an MSc in Finance.',
    ),
    r(
      'Soumyadeep D.',
      5,
      '2026-04-24',
      'They caught a mistake in my bank statement dates before I applied for the visa. That alone was worth the visit.',
    ),
    r(
      'Priyanka S.',
      4,
      '2025-12-17',
      'Counsellor knew the Irish universities well. The waiting area at Salt Lake is small, so expect to wait on busy days.',
    ),
  ],
  kochi: [
    r(
      'Anjali M.',
      5,
      '2026-09-06',
      'Helped me plan nursing options in Ireland and the UK, including the English test I needed. Very caring team.',
    ),
    r(
      'Jithin J.',
      4,
      '2026-05-12',
      'Good guidance for Canada. I would have liked more help with accommodation, but admissions and visa were smooth.',
    ),
    r(
      'Reshma P.',
      5,
      '2026-01-29',
      'Got my Australian visa on the first attempt. They explained the GTE statement, now the GS, very clearly.',
    ),
  ],
  ahmedabad: [
    r(
      'Dhruv P.',
      5,
      '2026-07-16',
      'Got admits from three US universities for an MS in Computer Science. The application tracking sheet they shared kept me on time.',
    ),
    r(
      'Krupa S.',
      4,
      '2026-02-27',
      'Counsellor was knowledgeable about UK intakes. Parking near Navrangpura is difficult, come by auto.',
    ),
    r(
      'Harsh V.',
      4,
      '2025-11-04',
      'Helped me compare Canada and Australia on cost and work rights. Straight answers, no hard selling.',
    ),
  ],
  chandigarh: [
    r(
      'Gurleen K.',
      5,
      '2026-08-28',
      'Very thorough with my Canadian study permit file and the GIC. Approved in four weeks.',
    ),
    r(
      'Ishaan M.',
      4,
      '2026-05-03',
      'Good help choosing between Deakin and RMIT. The counsellor was busy in peak season but always called back.',
    ),
    r(
      'Navneet S.',
      5,
      '2025-10-20',
      'They made my SOP sound like me, not like a template. Admit from Coventry University with a partial scholarship.',
    ),
  ],
  jaipur: [
    r(
      'Tanya A.',
      4,
      '2026-06-25',
      'Clear advice on UK foundation years after Class 12. My parents appreciated the cost sheet they gave us.',
    ),
    r(
      'Yash R.',
      5,
      '2026-03-09',
      'Helped me get into a master’s in Germany with no tuition fee. They explained the blocked account and health insurance well.',
    ),
    r(
      'Kritika M.',
      4,
      '2025-12-01',
      'Good counselling session. Follow-ups were a bit slow in December, but everything was done before the deadline.',
    ),
  ],
  lucknow: [
    r(
      'Abhishek S.',
      5,
      '2026-09-12',
      'First person in my family to study abroad. The counsellor guided us through the loan and visa without any confusion.',
    ),
    r(
      'Sana F.',
      4,
      '2026-04-06',
      'Helpful for UK applications and the CAS interview. The office in Hazratganj is easy to find.',
    ),
    r(
      'Utkarsh T.',
      3,
      '2025-11-22',
      'Admissions help was good, but I had to remind them twice about my document checklist.',
    ),
  ],
  noida: [
    r(
      'Ritika G.',
      5,
      '2026-08-09',
      'Shortlisted universities in Ireland that matched my work experience. Got into UCD for an MSc in Business Analytics.',
    ),
    r(
      'Varun C.',
      4,
      '2026-05-27',
      'Good mock visa interview for the USA. The Sector 18 office is near the metro, which helped.',
    ),
    r(
      'Meghna L.',
      5,
      '2026-01-17',
      'Patient and honest about my profile. They told me to retake the GRE and it was the right call.',
    ),
  ],
  gurgaon: [
    r(
      'Kabir N.',
      5,
      '2026-07-30',
      'Helped me move from a job to a one-year MBA in the UK. The counsellor understood what working professionals need.',
    ),
    r(
      'Sneha R.',
      4,
      '2026-03-14',
      'Good guidance on scholarships for Canada. Weekend appointments fill up fast.',
    ),
    r(
      'Aman J.',
      4,
      '2025-10-11',
      'Clear, practical advice on the Australian visa and health cover. Would recommend to friends.',
    ),
  ],
  ludhiana: [
    r(
      'Harpreet S.',
      5,
      '2026-08-18',
      'Got my Canada study permit after an earlier refusal elsewhere. They rebuilt my file and explained what went wrong.',
    ),
    r(
      'Jasmeet K.',
      4,
      '2026-04-30',
      'Good team for UK and Canada. The office is busy, but they give you a proper time slot.',
    ),
    r(
      'Mandeep G.',
      5,
      '2025-12-12',
      'Helped my sister and me with college applications in Ontario. Both of us got admits for the September intake.',
    ),
  ],
  amritsar: [
    r(
      'Prabhjot K.',
      4,
      '2026-06-08',
      'Helpful with the Australian GS statement and the financial documents. Visa took six weeks.',
    ),
    r(
      'Rajveer S.',
      5,
      '2026-02-19',
      'They explained every cost in the UK clearly, including the health surcharge. No hidden surprises later.',
    ),
    r(
      'Amanpreet D.',
      4,
      '2025-09-26',
      'Good counselling for Canada. I would like more evening slots for students who work.',
    ),
  ],
  jalandhar: [
    r(
      'Simranjit K.',
      5,
      '2026-07-21',
      'They found a UK university that accepted my diploma plus degree. Very helpful with the CAS documents.',
    ),
    r(
      'Gagandeep S.',
      4,
      '2026-03-03',
      'Counsellor knew the Canadian college system well. Paperwork was slow in the first week but improved.',
    ),
    r(
      'Navjot B.',
      4,
      '2025-11-15',
      'Good support for my spouse’s questions on Australia. Clear about what is and is not allowed now.',
    ),
  ],
  vadodara: [
    r(
      'Nidhi T.',
      5,
      '2026-08-05',
      'Great help with my master’s application to the University of Birmingham. The SOP review was detailed.',
    ),
    r(
      'Parth D.',
      4,
      '2026-04-15',
      'Good information on US universities and assistantships. I wish they had more alumni contacts to talk to.',
    ),
    r(
      'Hetal S.',
      5,
      '2025-10-28',
      'Friendly team at Alkapuri. They helped with my loan and visa at the same time so I did not miss the intake.',
    ),
  ],
  surat: [
    r(
      'Mihir P.',
      4,
      '2026-06-30',
      'Helpful for Canada and the UK. The counsellor was honest that my budget suited the UK better.',
    ),
    r(
      'Khushi J.',
      5,
      '2026-02-08',
      'Got an admit to the University of Melbourne. They reminded me of every deadline.',
    ),
    r(
      'Jay M.',
      4,
      '2025-12-20',
      'Good session on Germany. The language requirement was explained well. Waiting time was about twenty minutes.',
    ),
  ],
  indore: [
    r(
      'Aditi S.',
      5,
      '2026-09-01',
      'Helped me pick Ireland over the UK for my course and budget. Visa approved in three weeks.',
    ),
    r(
      'Rahul V.',
      4,
      '2026-05-09',
      'Practical advice on US universities for a BTech with 72%. Got two admits with partial funding.',
    ),
    r(
      'Pooja N.',
      5,
      '2025-11-08',
      'My parents were worried about costs and the counsellor walked us through the loan options slowly.',
    ),
  ],
  coimbatore: [
    r(
      'Hari Prasad S.',
      5,
      '2026-08-11',
      'Good guidance for an MS in Mechanical Engineering in Germany. They helped with the APS certificate too.',
    ),
    r(
      'Nandhini K.',
      4,
      '2026-03-25',
      'Helpful for Australia. Some answers on scholarships were vague, but the admission help was excellent.',
    ),
    r(
      'Vignesh R.',
      4,
      '2025-10-03',
      'Clear information on UK universities and costs. Office in RS Puram is easy to reach.',
    ),
  ],
  thiruvananthapuram: [
    r(
      'Aparna S.',
      5,
      '2026-07-09',
      'They explained the NMC rules for studying medicine abroad before anything else. Honest advice.',
    ),
    r(
      'Arun K.',
      4,
      '2026-02-23',
      'Helped with a master’s in the UK and the bank loan. A little slow in replying during Onam.',
    ),
    r(
      'Lakshmi N.',
      5,
      '2025-12-05',
      'My counsellor helped me write a strong SOP for Canada. Study permit approved first time.',
    ),
  ],
  kozhikode: [
    r(
      'Muhammed S.',
      4,
      '2026-06-14',
      'Good guidance for Ireland and the UK. They helped me understand part-time work rules.',
    ),
    r(
      'Fathima N.',
      5,
      '2026-03-02',
      'Very supportive with the nursing pathway to the UK. Patient with all my questions.',
    ),
    r(
      'Akhil R.',
      4,
      '2025-11-19',
      'Useful counselling for Australia. They could share more information about accommodation.',
    ),
  ],
  visakhapatnam: [
    r(
      'Sravani P.',
      5,
      '2026-08-25',
      'Got into an MS in Data Science in the USA. The mock visa interviews were very useful.',
    ),
    r(
      'Kiran M.',
      4,
      '2026-04-02',
      'Helpful for loan processing and the I-20. Sometimes hard to get through on the phone.',
    ),
    r(
      'Deepika R.',
      4,
      '2025-10-16',
      'Good explanation of UK intakes and costs. They gave me a clear timeline.',
    ),
  ],
  vijayawada: [
    r(
      'Naveen K.',
      5,
      '2026-07-12',
      'Counsellor helped me fix a weak profile with a better university list. Three US admits.',
    ),
    r(
      'Bhavana S.',
      4,
      '2026-01-26',
      'Good guidance on the German public universities. The office is right at Benz Circle.',
    ),
    r(
      'Praveen T.',
      3,
      '2025-09-30',
      'Useful advice but too many students in peak season. The visa help itself was correct and on time.',
    ),
  ],
  nagpur: [
    r(
      'Sakshi D.',
      5,
      '2026-08-30',
      'They helped me choose between the UK and Ireland and were honest about job prospects.',
    ),
    r(
      'Omkar P.',
      4,
      '2026-05-20',
      'Good SOP and LOR review. I had to wait a week for my first appointment in May.',
    ),
    r(
      'Tejas W.',
      4,
      '2025-12-14',
      'Clear advice on Canada’s new study permit cap and the provincial attestation letter.',
    ),
  ],
  bhopal: [
    r(
      'Shivani T.',
      5,
      '2026-07-03',
      'Helped me apply to Australian universities and find a scholarship at Griffith. Very organised.',
    ),
    r(
      'Vivek J.',
      4,
      '2026-02-11',
      'Good counselling for the USA. The MP Nagar office is small but the staff are helpful.',
    ),
    r(
      'Ayesha K.',
      4,
      '2025-10-25',
      'Helped with my UK visa documents. Explained the 28-day bank balance rule clearly.',
    ),
  ],
  patna: [
    r(
      'Ritesh K.',
      5,
      '2026-08-16',
      'Got my loan sanctioned and my UK visa approved in one month. The counsellor was always available.',
    ),
    r(
      'Anamika S.',
      4,
      '2026-04-19',
      'Honest advice on Germany and the language requirement. Follow-ups could be faster.',
    ),
    r(
      'Saurabh R.',
      5,
      '2025-11-27',
      'My family had never dealt with a visa before. They made everything simple.',
    ),
  ],
  bhubaneswar: [
    r(
      'Subhashree P.',
      4,
      '2026-06-21',
      'Good support for a master’s in Ireland. The office on Saheed Nagar is easy to find.',
    ),
    r(
      'Debasish M.',
      5,
      '2026-03-07',
      'Helped with my GRE plan and a US shortlist. Got into Arizona State with a scholarship.',
    ),
    r(
      'Sneha D.',
      4,
      '2025-09-19',
      'Useful information on UK scholarships. The wait for a counsellor was a little long.',
    ),
  ],
  guwahati: [
    r(
      'Priyam B.',
      5,
      '2026-08-07',
      'They helped me apply to universities in Australia and explained the health cover well.',
    ),
    r(
      'Rituparna D.',
      4,
      '2026-02-28',
      'Helpful for UK applications. They could have more sessions on jobs after study.',
    ),
    r(
      'Nabajit K.',
      4,
      '2025-11-11',
      'Good guidance on the Canadian study permit. Approved on the second attempt after they fixed my file.',
    ),
  ],
  dehradun: [
    r(
      'Ananya R.',
      5,
      '2026-07-24',
      'Excellent help with my undergraduate applications to the UK after Class 12. Calm and patient team.',
    ),
    r(
      'Kartik N.',
      4,
      '2026-03-17',
      'Good advice on Germany and the blocked account. The office closes on time, so go early.',
    ),
    r('Isha B.', 4, '2025-10-09', 'Helped me compare Ireland and the Netherlands. Honest about costs.'),
  ],
  mangalore: [
    r(
      'Shreya S.',
      5,
      '2026-08-20',
      'Helped me get into a master’s in Public Health in the UK. Clear timelines and good SOP feedback.',
    ),
    r(
      'Rakesh P.',
      4,
      '2026-04-09',
      'Good help with the US visa slot and interview practice. They were busy in peak season.',
    ),
    r(
      'Ayisha F.',
      4,
      '2025-12-23',
      'Useful guidance on nursing in Australia. The staff speak Konkani and Malayalam, which helped my parents.',
    ),
  ],
  mysore: [
    r(
      'Chaitra M.',
      4,
      '2026-06-11',
      'Good counselling for Germany. They explained the TestAS and APS clearly.',
    ),
    r(
      'Akash G.',
      5,
      '2026-02-03',
      'Shortlisting was excellent. Got admits from two UK universities for Mechanical Engineering.',
    ),
    r(
      'Spoorthi K.',
      4,
      '2025-09-23',
      'Helpful for Canada. Would like more help finding accommodation before travel.',
    ),
  ],
  madurai: [
    r(
      'Karthik S.',
      5,
      '2026-07-28',
      'Very helpful with my MS applications in the USA and the loan. Explained everything in Tamil to my parents.',
    ),
    r(
      'Priya D.',
      4,
      '2026-03-11',
      'Good guidance on UK universities. The office in KK Nagar gets busy in the evenings.',
    ),
    r(
      'Muthu K.',
      4,
      '2025-11-02',
      'They helped with my Australian visa and the GS statement. Took a little longer than promised.',
    ),
  ],
  nashik: [
    r(
      'Sayali K.',
      5,
      '2026-08-03',
      'Got into the University of Nottingham for an MSc. The counsellor was honest and well informed.',
    ),
    r(
      'Rohan B.',
      4,
      '2026-04-27',
      'Good advice on Canada and the co-op programmes. I waited a week for the first appointment.',
    ),
    r(
      'Gauri P.',
      4,
      '2025-12-07',
      'Helpful with Germany and the language course. Clear explanation of costs.',
    ),
  ],
};

/** Reviews of the IELTS coaching centre in each IELTS city, by city slug. */
export const COACHING_REVIEWS: Readonly<Record<string, readonly ReviewSeed[]>> = {
  delhi: [
    r(
      'Megha T.',
      5,
      '2026-08-24',
      'Went from 6.0 to 7.5 overall in six weeks. The weekly full mock tests made the real exam feel familiar.',
    ),
    r(
      'Rohan A.',
      4,
      '2026-05-06',
      'Good writing feedback with band-wise comments. The evening batch was full, so I joined the morning one.',
    ),
    r(
      'Zoya H.',
      5,
      '2026-01-13',
      'Speaking practice with the trainer helped me stop freezing. Scored 8 in speaking.',
    ),
  ],
  mumbai: [
    r(
      'Aditya M.',
      4,
      '2026-09-02',
      'Got 7.0 overall. Reading tips were very useful; listening practice could use better headphones.',
    ),
    r(
      'Sanjana P.',
      5,
      '2026-04-22',
      'Trainers correct every essay in detail. My writing went from 5.5 to 7.',
    ),
    r('Imran S.', 4, '2025-11-28', 'Good centre in Bandra. Timings are flexible for working people.'),
  ],
  bangalore: [
    r(
      'Varsha N.',
      5,
      '2026-07-19',
      'Needed 7 in each module for the UK and got it on the first attempt. Excellent mock tests.',
    ),
    r(
      'Siddharth P.',
      4,
      '2026-03-30',
      'Solid coaching for General Training. The study material is up to date.',
    ),
    r(
      'Farhan A.',
      4,
      '2025-10-18',
      'Good speaking sessions. I wish there were more full listening tests in the first week.',
    ),
  ],
  chennai: [
    r(
      'Deepa S.',
      5,
      '2026-08-12',
      'Scored 8.0 overall. The trainer explained Task 1 charts better than any video I watched.',
    ),
    r(
      'Gokul R.',
      4,
      '2026-02-16',
      'Helpful mock tests every Saturday. The classroom gets a bit warm in the afternoon.',
    ),
    r('Aishwarya M.', 4, '2025-09-27', 'Good coaching for the Academic test. Got 7.0 with 6.5 in writing.'),
  ],
  hyderabad: [
    r(
      'Sindhu R.',
      5,
      '2026-07-07',
      'Moved from 6.5 to 7.5. Speaking mock interviews with feedback were the best part.',
    ),
    r('Abhinav T.', 4, '2026-04-01', 'Good writing feedback. Batches are large on weekends.'),
    r(
      'Mounika C.',
      5,
      '2025-12-02',
      'Clear strategies for reading. I finished on time for the first time in the real exam.',
    ),
  ],
  pune: [
    r('Rutuja S.', 5, '2026-08-29', 'Excellent trainers. Got 7.5 overall and 8 in listening.'),
    r('Nachiket D.', 4, '2026-05-14', 'Good for working professionals; the weekend batch fit my schedule.'),
    r(
      'Swati P.',
      3,
      '2025-11-09',
      'Helpful teaching, but my writing feedback sometimes came a week late. Still scored 6.5.',
    ),
  ],
  kolkata: [
    r('Arpita G.', 4, '2026-06-17', 'Good practice material and regular mocks. Got 7.0.'),
    r(
      'Sayan C.',
      5,
      '2026-02-21',
      'Trainer was very patient with my speaking. Went from 6 to 7.5 in speaking.',
    ),
    r(
      'Tania R.',
      4,
      '2025-10-30',
      'Good coaching, convenient location in Sector V. Writing feedback was detailed.',
    ),
  ],
  kochi: [
    r('Aswathy K.', 5, '2026-08-08', 'Needed 7 for nursing in the UK and got 7.5. Very focused coaching.'),
    r(
      'Sreejith N.',
      4,
      '2026-03-19',
      'Good mock tests and speaking practice. More reading tests would help.',
    ),
    r(
      'Neethu J.',
      5,
      '2025-12-15',
      'My trainer helped me fix my Task 2 structure. Writing improved from 6 to 7.',
    ),
  ],
  ahmedabad: [
    r('Urvi P.', 4, '2026-07-02', 'Good coaching for General Training. Got 7.0 overall for Canada.'),
    r('Kaushal M.', 5, '2026-03-05', 'Excellent listening practice. Scored 8.5 in listening.'),
    r(
      'Riddhi S.',
      4,
      '2025-11-24',
      'Helpful trainers. The batch timings changed once, which was inconvenient.',
    ),
  ],
  chandigarh: [
    r(
      'Harleen K.',
      5,
      '2026-08-26',
      'Got 7.5 on the first attempt. Mock tests were exactly like the real exam.',
    ),
    r(
      'Arshdeep S.',
      4,
      '2026-04-13',
      'Good speaking practice. The centre is busy, but trainers make time for doubts.',
    ),
    r('Parul M.', 4, '2025-10-07', 'Writing feedback was clear and honest. Got 6.5 in writing, 7 overall.'),
  ],
  jaipur: [
    r('Bhavya S.', 4, '2026-06-29', 'Good coaching and regular tests. Got 7.0 overall.'),
    r(
      'Devendra R.',
      5,
      '2026-02-09',
      'My speaking improved a lot with daily practice. Scored 7.5 in speaking.',
    ),
    r('Nisha K.', 4, '2025-12-19', 'Helpful study material. Wish there were more evening slots.'),
  ],
  lucknow: [
    r('Shreya M.', 5, '2026-07-15', 'Went from 5.5 to 7.0 in two months. Trainers are very supportive.'),
    r(
      'Faiz A.',
      4,
      '2026-03-26',
      'Good reading strategies. The centre could use a quieter room for listening tests.',
    ),
    r(
      'Ankur S.',
      4,
      '2025-11-13',
      'Regular mocks helped me manage time. Got 6.5 overall, which was what I needed.',
    ),
  ],
  noida: [
    r('Tanvi S.', 5, '2026-08-17', 'Writing feedback was excellent. I scored 7.5 in writing.'),
    r('Mayank G.', 4, '2026-05-01', 'Good coaching, near the metro. Classes sometimes started late.'),
    r(
      'Ritu K.',
      5,
      '2026-01-04',
      'Speaking practice with different trainers helped me get used to new accents. Got 8.',
    ),
  ],
  gurgaon: [
    r('Ira S.', 5, '2026-07-25', 'Weekend batch was perfect with my job. Scored 8.0 overall.'),
    r('Vikram D.', 4, '2026-03-12', 'Good mock tests. Writing feedback was useful but brief.'),
    r('Palak A.', 4, '2025-10-22', 'Helpful for General Training. Got 7 in each module for Canada.'),
  ],
  ludhiana: [
    r(
      'Jaspreet K.',
      5,
      '2026-08-10',
      'Went from 6.0 to 7.0 overall in five weeks. Strict but very good trainers.',
    ),
    r('Manpreet S.', 4, '2026-04-04', 'Good coaching for General Training. Lots of practice tests.'),
    r('Kiranjot K.', 4, '2025-12-10', 'Speaking sessions were very helpful. Classes are big in peak months.'),
  ],
  amritsar: [
    r('Sukhman S.', 4, '2026-06-23', 'Good teaching for reading and listening. Got 6.5 overall.'),
    r('Ravneet K.', 5, '2026-02-14', 'Excellent writing feedback. Scored 7 in writing for the first time.'),
    r(
      'Gurpreet S.',
      4,
      '2025-09-29',
      'Regular mock tests helped a lot. The centre is easy to reach on Ranjit Avenue.',
    ),
  ],
  jalandhar: [
    r('Komal S.', 5, '2026-07-31', 'Got 7.5 overall. The trainers know exactly what examiners look for.'),
    r('Lovepreet S.', 4, '2026-03-23', 'Helpful speaking practice. The materials are good.'),
    r(
      'Rajdeep K.',
      3,
      '2025-11-06',
      'Teaching is good, but the batch was too large for personal attention. Scored 6.5.',
    ),
  ],
  vadodara: [
    r('Dhwani P.', 5, '2026-08-15', 'Very helpful trainers. Scored 7.5 overall with 8 in reading.'),
    r('Chirag S.', 4, '2026-04-28', 'Good listening practice and timed tests. Scored 7.'),
    r('Foram J.', 4, '2025-12-26', 'Writing feedback helped me a lot. Would like more speaking sessions.'),
  ],
  surat: [
    r('Vidhi M.', 4, '2026-06-26', 'Good coaching for the Academic test. Got 7.0.'),
    r('Darshan P.', 5, '2026-02-05', 'Excellent mock tests. Scored 7.5 overall.'),
    r('Nirali S.', 4, '2025-10-14', 'Helpful trainers and good material. The evening batch runs late.'),
  ],
  indore: [
    r('Kritika J.', 5, '2026-07-22', 'Went from 6.0 to 7.5. Writing feedback was detailed and fast.'),
    r('Yogesh P.', 4, '2026-03-08', 'Good speaking practice. Scored 7 in speaking.'),
    r('Shraddha V.', 4, '2025-11-17', 'Regular tests helped me manage time. Got 6.5 in writing, 7 overall.'),
  ],
  coimbatore: [
    r('Pavithra S.', 5, '2026-08-04', 'Scored 8 overall. The trainers are very good at Task 1 reports.'),
    r('Sanjay K.', 4, '2026-04-20', 'Good coaching, small batches. More mock tests would help.'),
    r('Janani R.', 4, '2025-12-28', 'Helpful speaking practice. Got 7.0 overall.'),
  ],
  thiruvananthapuram: [
    r('Gayathri S.', 5, '2026-07-18', 'Needed 7 for nursing and got it in every module. Very good coaching.'),
    r('Vishnu P.', 4, '2026-02-25', 'Good reading and listening strategies. Scored 7.'),
    r('Revathy M.', 4, '2025-10-01', 'Writing feedback was useful. The centre in Pattom is easy to reach.'),
  ],
  kozhikode: [
    r('Shahana K.', 5, '2026-08-21', 'Went from 6.5 to 7.5. Trainers are friendly and patient.'),
    r('Nithin M.', 4, '2026-04-07', 'Good mock tests every week. Got 7.0.'),
    r('Hiba A.', 4, '2025-11-25', 'Helpful speaking practice. Would like more evening batches.'),
  ],
  visakhapatnam: [
    r('Lavanya K.', 5, '2026-07-06', 'Excellent coaching. Scored 7.5 with 8 in listening.'),
    r('Srikanth R.', 4, '2026-03-15', 'Good writing feedback. Classes are sometimes crowded.'),
    r('Haritha M.', 4, '2025-12-11', 'Helpful trainers and regular mock tests. Got 7.0.'),
  ],
  vijayawada: [
    r(
      'Pavan K.',
      4,
      '2026-06-13',
      'Good coaching for the Academic test. Scored 6.5, which was what I needed.',
    ),
    r('Sahithi R.', 5, '2026-02-18', 'The speaking trainer helped me gain confidence. Got 7.5 in speaking.'),
    r('Manikanta S.', 4, '2025-10-27', 'Good material and mock tests. The centre is right at Benz Circle.'),
  ],
  nagpur: [
    r('Mrunal D.', 5, '2026-08-13', 'Scored 7.5 overall. Writing tips were very practical.'),
    r('Shubham K.', 4, '2026-04-25', 'Good listening practice. More full mocks before the exam would help.'),
    r('Prachi T.', 4, '2025-12-03', 'Helpful trainers. Got 7.0 for my UK application.'),
  ],
};

/** Every centre's reviews, by directory kind and city slug. */
export const DIRECTORY_REVIEWS: Readonly<
  Record<DirectoryKind, Readonly<Record<string, readonly ReviewSeed[]>>>
> = {
  consultant: CONSULTANT_REVIEWS,
  'ielts-coaching': COACHING_REVIEWS,
};
