import type { z } from 'zod';
import { calculatorPage } from '@meridian/domain/calculators/calculator-pages';
import type { SimpleMenu } from '@meridian/domain/navigation/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { calculatorLink, childId, menuBuilders, type Pair } from './builders.ts';
import type { IsLive } from './live-routes.ts';

/** SPEC.md §2: the second, simpler menu (Programs, Exams, Countries, More). */
export function simpleMenu(isLive: IsLive): z.input<typeof SimpleMenu> {
  const { link } = menuBuilders(isLive);
  const group = (id: string, heading: string, links: readonly Pair[]) => ({
    id,
    heading,
    child: links.map(([text, href, slug]) => link(childId(id, text, slug), href, text)),
  });
  return [
    group('programs', 'Programs', [
      ['Bachelors accelerator programs', '/ua-accelerator-programs/degree/bachelors'],
      ['Masters accelerator programs', '/ua-accelerator-programs/degree/masters'],
      ['Booster program', '/booster-program'],
    ]),
    group(
      'exams',
      'Exams',
      (['IELTS', 'GRE', 'GMAT', 'TOEFL', 'PTE', 'SAT', 'ACT', 'Duolingo'] as const).map(
        (exam) => [exam, siteRoutes.examPage(exam.toLowerCase(), 'overview')] as const,
      ),
    ),
    group('countries', 'Countries', [
      ['Germany', '/germany'],
      ['USA', '/usa'],
      ['UK', '/uk'],
      ['Canada', '/canada'],
      ['Australia', '/australia'],
    ]),
    group('more', 'More', [
      ['Webinars', '/webinars'],
      ['Articles', '/articles'],
      ['Events', '/events'],
      ['Experience centres', '/{product}-abroad-experience-centers'],
      ['Book an appointment', '/schedule-appointment'],
      calculatorLink(calculatorPage(siteRoutes.cgpaToGpaCalculator())),
      ['University partnership', '/university-partnership'],
      ['E-books', '/ebooks'],
      ['Accommodation', '/accommodation'],
      ['Alumni connect', '/alumni-connect'],
      calculatorLink(calculatorPage(siteRoutes.expenseCalculator())),
      calculatorLink(calculatorPage(siteRoutes.ieltsBandCalculator())),
    ]),
  ];
}
