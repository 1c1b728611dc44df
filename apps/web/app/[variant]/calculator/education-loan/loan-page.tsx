import Link from 'next/link';
import { ACCOMMODATION_SLUGS } from '@meridian/domain/calculators/expense';
import type { CategoryCostResponse } from '@meridian/domain/calculators/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { calculatorPage } from '@meridian/domain/calculators/calculator-pages';
import type { CalculatorPageContent } from '@meridian/domain/content/calculator-content';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCalculatorContent } from '@/lib/api/editorial.ts';
import { CalculatorArticle } from '@/components/calculators/calculator-article.tsx';
import { rupees } from '@/components/calculators/rupees.ts';
import { LoanCalculator } from './loan-calculator.client.tsx';

/** The published example the calculator opens with when there is no country to start from. */
const EXAMPLE_PRINCIPAL = 1_000_000;
const LAKH = 100_000;

/** A first year in the country's first city, on campus: what a student typically borrows towards. */
function firstYearOnCampus(costs: CategoryCostResponse) {
  const city = costs.cities[0];
  if (!city) return undefined;
  const inrMinor = city.items
    .filter((item) => item.categorySlug !== ACCOMMODATION_SLUGS.offCampus)
    .reduce((sum, item) => sum + item.firstYearInrMinor, 0);
  return { city: city.name, rupees: inrMinor / 100 };
}

/** The tools menu's entry: its path, and the name and line that stand in when the CMS's words cannot be had. */
export const LOAN_PAGE = calculatorPage(siteRoutes.educationLoanCalculator());

/** The loan calculator's words from the CMS, shared by the page and its country variants. */
export const loadLoanContent = () => getCalculatorContent(contentApi(), 'education-loan');

export function LoanPage(props: {
  content: CalculatorPageContent | undefined;
  country?: { slug: string; name: string };
  costs?: CategoryCostResponse | null;
}) {
  const firstYear = props.costs ? firstYearOnCampus(props.costs) : undefined;
  const defaultPrincipal = firstYear ? Math.ceil(firstYear.rupees / LAKH) * LAKH : EXAMPLE_PRINCIPAL;
  return (
    <CalculatorArticle
      content={props.content}
      heading={LOAN_PAGE.name}
      headingSuffix={props.country && ` for studying in ${props.country.name}`}
    >
      {firstYear && props.country && (
        <p>
          A first year in {firstYear.city} costs about {rupees(firstYear.rupees)} with on-campus housing (
          <Link href={siteRoutes.expenseCalculatorFor(props.country.slug)}>see the breakdown</Link>), so the
          calculator starts from {rupees(defaultPrincipal)}.
        </p>
      )}
      <LoanCalculator defaultPrincipal={defaultPrincipal} />
    </CalculatorArticle>
  );
}
