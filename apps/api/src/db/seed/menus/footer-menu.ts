import type { z } from 'zod';
import type { FooterMenu } from '@meridian/domain/navigation/schemas';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { readUniversities } from '#api/db/seed/content-files/records.ts';
import { childId, menuBuilders, type Pair } from './builders.ts';
import type { IsLive } from './live-routes.ts';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

/** SPEC.md §2 partner universities, in the order it names them. */
const PARTNER_UNIVERSITY_SLUGS = [
  'stanford-university',
  'university-of-oxford',
  'cornell-university',
  'conestoga-college',
  'northeastern-university',
  'columbia-university',
  'purdue-university',
  'yale-university',
  'brown-university',
  'massachusetts-institute-of-technology',
  'arizona-state-university',
  'university-of-houston',
  'coventry-university',
  'princeton-university',
  'boston-university',
  'imperial-college-london',
  'karlsruhe-institute-of-technology',
  'monash-university',
  'university-of-melbourne',
];

function partnerUniversities(): Pair[] {
  const universities = readUniversities();
  return PARTNER_UNIVERSITY_SLUGS.map((slug) => {
    const university = universities.find((u) => u.slug === slug);
    if (!university) throw new Error(`partner university ${slug} is missing from content/universities.yaml`);
    return [university.name, siteRoutes.university(university)];
  });
}

const MAIN = ['usa', 'uk', 'canada', 'australia', 'germany', 'ireland'] as const;
const nameOf = (slug: string) => DESTINATIONS.find((d) => d.slug === slug)?.name ?? slug;

export function footerMenu(isLive: IsLive): z.input<typeof FooterMenu> {
  const { footerLink } = menuBuilders(isLive);
  const section = (id: string, heading: string, links: readonly Pair[]) => ({
    id,
    heading,
    child: links.map(([text, href, slug]) => footerLink(childId(id, text, slug), href, text)),
  });
  return [
    section('social', 'Follow us', [
      ['Instagram', 'https://www.instagram.com/meridianstudyabroad'],
      ['YouTube', 'https://www.youtube.com/@meridianstudyabroad'],
      ['LinkedIn', 'https://www.linkedin.com/company/meridian-study-abroad'],
      ['Facebook', 'https://www.facebook.com/meridianstudyabroad'],
    ]),
    section(
      'destinations',
      'Study destinations',
      DESTINATIONS.filter((d) => d.iso3 !== 'other').map(
        (d) => [`Study in ${d.name}`, `/${d.slug}`] as const,
      ),
    ),
    section('company', 'Company', [
      ['About us', '/about-us'],
      ['Contact us', '/contact-us'],
      ['Book an appointment', '/schedule-appointment'],
      ['Careers', '/careers'],
      ['University partnership', '/university-partnership'],
      ['Partners', '/partners'],
      ['Experience centres', '/{product}-abroad-experience-centers'],
      ['Offline centres', '/{product}-office'],
      ['Terms of use', '/terms-of-use'],
      ['Privacy policy', '/policy'],
      ['Report a vulnerability', '/report-a-vulnerability'],
      ['Sitemap', '/html-sitemap/sitemap'],
    ]),
    section('popular-programs', 'Popular programs', [
      ['MS in Computer Science in USA', '/usa/masters/computer-science'],
      ['MS in Data Science in USA', '/usa/masters/data-science'],
      ['Masters in Data Science in UK', '/uk/masters/data-science'],
      ['MBA in Canada', '/canada/masters/business-administration'],
      ['Masters in Information Technology in Australia', '/australia/masters/information-technology'],
      ['Masters in Business Analytics in Ireland', '/ireland/masters/business-analytics'],
      ['Bachelors accelerator programs', '/ua-accelerator-programs/degree/bachelors'],
      ['Masters accelerator programs', '/ua-accelerator-programs/degree/masters'],
      ['Booster programs', '/booster-program', 'booster-program'],
    ]),
    section(
      'cost-of-study',
      'Cost of study',
      MAIN.map(
        (c) => [`Cost of studying in ${nameOf(c)}`, siteRoutes.article(`cost-of-studying-in-${c}`)] as const,
      ),
    ),
    section(
      'cost-of-living',
      'Cost of living',
      MAIN.map(
        (c) => [`Cost of living in ${nameOf(c)}`, siteRoutes.article(`cost-of-living-in-${c}`)] as const,
      ),
    ),
    section('careers', 'Careers abroad', [
      ['Highest paying jobs in the USA', '/articles/highest-paying-jobs-in-usa'],
      ['Jobs after MS in Canada', '/articles/jobs-after-ms-in-canada'],
      ['Average salary in Germany', '/articles/average-salary-in-germany'],
      ['Part-time jobs in the UK', '/articles/part-time-jobs-in-uk'],
      ['Jobs after masters in Australia', '/articles/jobs-after-masters-in-australia'],
    ]),
    section('ielts-topics', 'IELTS', [
      ['IELTS exam fee', '/exam/ielts/exam-fee'],
      ['IELTS exam dates', '/exam/ielts/exam-dates'],
      ['IELTS exam pattern', '/exam/ielts/exam-pattern'],
      ['IELTS syllabus', '/exam/ielts/syllabus'],
      ['IELTS band scores', '/exam/ielts/score'],
      ['IELTS band calculator', '/calculator/ielts-band'],
    ]),
    section('exams', 'Exams', [
      ['IELTS', '/exam/ielts'],
      ['TOEFL', '/exam/toefl'],
      ['PTE', '/exam/pte'],
      ['Duolingo English Test', '/exam/duolingo'],
      ['GRE', '/exam/gre'],
      ['GMAT', '/exam/gmat'],
      ['SAT', '/exam/sat'],
      ['ACT', '/exam/act'],
    ]),
    section('masters', 'Masters abroad', [
      ['Masters in USA', '/usa/masters'],
      ['Masters in UK', '/uk/masters'],
      ['Masters in Canada', '/canada/masters'],
      ['Masters in Australia', '/australia/masters'],
      ['Masters in Ireland', '/ireland/masters'],
      ['Masters in Germany', '/germany/masters'],
    ]),
    section('partner-universities', 'Partner universities', partnerUniversities()),
  ];
}
